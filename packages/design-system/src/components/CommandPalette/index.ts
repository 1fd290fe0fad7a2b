export { CommandPalette, type CommandPaletteProps } from './CommandPalette'
export { groupItems, type CommandPaletteItem } from './group-items'
export { commandPaletteItemKinds, type CommandPaletteItemKind } from './CommandPalette.variants'
