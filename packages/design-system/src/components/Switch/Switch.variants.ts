/** Radix Switch sizes, with the label text size each pairs with. */
export const switchSizes = ['1', '2', '3'] as const
export type SwitchSize = (typeof switchSizes)[number]

export const switchTextSizes = { '1': '2', '2': '2', '3': '3' } as const satisfies Record<
  SwitchSize,
  '2' | '3'
>
