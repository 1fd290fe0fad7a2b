/** How a key is shown in the shortcuts dialog: ⌘K is written for both platforms. */
export const modifierLabels = { mod: '⌘/Ctrl' } as const
export type ModifierLabel = keyof typeof modifierLabels
