/** The fields of `values` that are set: an update names only what changes (drizzle refuses an empty `set`). */
export const defined = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>
