import { createContext, useContext } from 'react'
import type { Breakpoint, NavOrientation } from './AppShell.variants'

/** What the shell tells the parts inside it about the current layout. */
export type AppShellLayout = {
  /** The breakpoint of the shell's own width (SPEC §2). */
  breakpoint: Breakpoint
  /** True below md: the simplified mobile layout. */
  isMobile: boolean
  /** How the nav slot is laid out: a column beside the content, or a bar under it on mobile. */
  navOrientation: NavOrientation
}

export const AppShellContext = createContext<AppShellLayout | null>(null)

/**
 * The layout of the enclosing AppShell, or `null` outside one. SideNav uses it to lay itself out as a bar
 * on mobile; an app can use it to render the simplified mobile version of a screen.
 */
export function useAppShellLayout(): AppShellLayout | null {
  return useContext(AppShellContext)
}
