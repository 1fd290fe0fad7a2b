/** Card sizes (Radix Card padding) with the heading size each uses. */
export const resourceCardSizes = ['1', '2', '3'] as const
export type ResourceCardSize = (typeof resourceCardSizes)[number]

export const resourceCardHeadingSizes = { '1': '2', '2': '3', '3': '4' } as const satisfies Record<
  ResourceCardSize,
  '2' | '3' | '4'
>

/** Heading levels a card may take, so it fits the page's outline (page h1, section h2, card h3). */
export const resourceCardHeadingLevels = ['h2', 'h3', 'h4'] as const
export type ResourceCardHeadingLevel = (typeof resourceCardHeadingLevels)[number]
