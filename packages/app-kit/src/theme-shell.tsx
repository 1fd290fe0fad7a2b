import type { ReactNode } from 'react'

/** Props of {@link CirrusThemeShell}. */
export type CirrusThemeShellProps = {
  /** The resolved appearance, as `CirrusTheme` gets it. */
  appearance: 'light' | 'dark'
  /** What shows inside (the app's skeleton). */
  children?: ReactNode
}

/**
 * The root element `CirrusTheme` renders (Radix Themes' `Theme` with Cirrus's settings: iris on slate, medium
 * radius, solid panels, 100 % scaling, the page background), as plain markup: the class and data attributes carry
 * every token the stylesheet needs, so a skeleton drawn inside looks as it does inside the real theme. It shows
 * while the theme's chunk loads (issue 17: first paint without Radix Themes' tooltip provider and floating-ui).
 * `theme-shell.test.tsx` (console) checks the element against the real `CirrusTheme`'s.
 */
export function CirrusThemeShell({ appearance, children }: CirrusThemeShellProps) {
  return (
    <div
      data-is-root-theme="true"
      data-accent-color="iris"
      data-gray-color="slate"
      data-has-background="true"
      data-panel-background="solid"
      data-radius="medium"
      data-scaling="100%"
      className={`radix-themes ${appearance}`}
    >
      {children}
    </div>
  )
}
