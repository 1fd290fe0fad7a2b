/** Label and message text sizes. */
export const fieldSizes = ['1', '2', '3'] as const
export type FieldSize = (typeof fieldSizes)[number]
