/** Trigger and label sizes (Radix Select sizes). */
export const selectSizes = ['1', '2', '3'] as const
export type SelectSize = (typeof selectSizes)[number]
