export { AppShell, type AppShellProps } from './AppShell'
export { useAppShellLayout, type AppShellLayout } from './app-shell-context'
export { breakpointNames, navOrientations, type Breakpoint, type NavOrientation } from './AppShell.variants'
export {
  breakpointFor,
  breakpointWidths,
  clampSidebarWidth,
  isMobileBreakpoint,
  maxSidebarWidth,
  sidebarLimits,
  sidebarWidthForKey,
} from './layout'
