/** Radix DataList sizes. */
export const keyValueListSizes = ['1', '2', '3'] as const
export type KeyValueListSize = (typeof keyValueListSizes)[number]

/** Labels beside values, or above them (narrow screens). */
export const keyValueListOrientations = ['horizontal', 'vertical'] as const
export type KeyValueListOrientation = (typeof keyValueListOrientations)[number]
