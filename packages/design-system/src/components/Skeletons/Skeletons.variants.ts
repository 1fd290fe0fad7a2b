/** Text sizes a skeleton line stands in for (Radix Text sizes 1–3). */
export const skeletonSizes = ['1', '2', '3'] as const
export type SkeletonSize = (typeof skeletonSizes)[number]

/** Height of a line of placeholder text per size, as a share of the font size's line height. */
export const skeletonLineHeights: Record<SkeletonSize, string> = {
  '1': 'calc(var(--line-height-1) * 0.55)',
  '2': 'calc(var(--line-height-2) * 0.55)',
  '3': 'calc(var(--line-height-3) * 0.55)',
}

/** Spacing between placeholder lines per size, so a paragraph skeleton takes the paragraph's height. */
export const skeletonLineGaps: Record<SkeletonSize, string> = {
  '1': 'calc(var(--line-height-1) * 0.45)',
  '2': 'calc(var(--line-height-2) * 0.45)',
  '3': 'calc(var(--line-height-3) * 0.45)',
}
