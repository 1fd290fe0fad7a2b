// Types of themes-css.mjs for its test (src/theme/themes-css.test.ts).
export type ThemesCuts = { components: string[]; stems: string[]; breakpoints: string[]; utilities: string[] }
export const outFile: string
export const UNUSED_COMPONENTS: Record<string, string[]>
export function sourceFiles(): string[]
export function importedThemesNames(sources: readonly string[]): Set<string>
export function utilityProps(): Map<string, Set<string>>
export function cutsFor(sources: readonly string[]): ThemesCuts
export function prune(css: string, cuts: Pick<ThemesCuts, 'stems' | 'breakpoints' | 'utilities'>): string
export function generate(sources?: readonly string[]): string
