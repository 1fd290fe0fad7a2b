import type { ReactNode } from 'react'
import { Theme } from '@radix-ui/themes'
import { appearances, type Appearance } from './theme.variants'

export type CirrusThemeProps = {
  /** Light or dark; `inherit` follows an outer theme. @default 'light' */
  appearance?: Appearance
  /** Render the theme's page background (for a whole app) or stay transparent (embedded). @default true */
  hasBackground?: boolean
  children: ReactNode
}

/**
 * The Radix Themes root with Cirrus's tokens: an iris accent on slate, medium radius, Inter.
 * Wrap every app (and every story) in it once.
 */
export function CirrusTheme({ appearance = 'light', hasBackground = true, children }: CirrusThemeProps) {
  return (
    <Theme
      accentColor="iris"
      grayColor="slate"
      radius="medium"
      scaling="100%"
      panelBackground="solid"
      appearance={appearances.includes(appearance) ? appearance : 'light'}
      hasBackground={hasBackground}
    >
      {children}
    </Theme>
  )
}
