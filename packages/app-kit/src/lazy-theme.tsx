// The theme's code as a chunk of its own (issue 17): Radix Themes' `Theme` brings the tooltip provider and with it
// floating-ui (≈ 12 kB gzip), which the first paint does not need. `AppProviders` loads this module at once and
// draws `CirrusThemeShell` (the same root element, without the code) until it is there.
export { CirrusTheme } from '@cirrus/design-system'
