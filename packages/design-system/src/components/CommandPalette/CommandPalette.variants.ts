/** What a palette item is: a resource to open or an action to run (their icon differs). */
export const commandPaletteItemKinds = ['resource', 'action', 'recent'] as const
export type CommandPaletteItemKind = (typeof commandPaletteItemKinds)[number]
