export { CirrusTheme, type CirrusThemeProps } from './CirrusTheme'
export { appearances, type Appearance } from './theme.variants'
