/** Overall scale: 1 inside a card or table, 2 for a section, 3 for a whole empty screen. */
export const emptyStateSizes = ['1', '2', '3'] as const
export type EmptyStateSize = (typeof emptyStateSizes)[number]

/** Per size: the icon circle (px), heading and text sizes, button size. */
export const emptyStateScale = {
  '1': { circle: 36, heading: '3', text: '2', button: '1' },
  '2': { circle: 48, heading: '4', text: '2', button: '2' },
  '3': { circle: 64, heading: '5', text: '3', button: '3' },
} as const satisfies Record<EmptyStateSize, { circle: number; heading: string; text: string; button: string }>
