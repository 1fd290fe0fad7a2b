/** Appearances the theme supports; stories iterate over them. */
export const appearances = ['light', 'dark', 'inherit'] as const
export type Appearance = (typeof appearances)[number]
