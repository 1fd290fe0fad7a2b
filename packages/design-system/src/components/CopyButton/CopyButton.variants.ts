/** Icon button sizes (Radix IconButton sizes 1–3). */
export const copyButtonSizes = ['1', '2', '3'] as const
export type CopyButtonSize = (typeof copyButtonSizes)[number]

/** Ghost beside a value in a list; soft or outline when the button stands alone. */
export const copyButtonVariants = ['ghost', 'soft', 'outline'] as const
export type CopyButtonVariant = (typeof copyButtonVariants)[number]
