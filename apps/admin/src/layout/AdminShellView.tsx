import type { ReactNode } from 'react'
import {
  type AppearancePreference,
  AppShell,
  Brand,
  SideNav,
  UserMenu,
  type RenderLink,
  type SideNavEntry,
  type SideNavMode,
} from '@cirrus/design-system'

/** Props of {@link AdminShellView}. */
export type AdminShellViewProps = {
  /** The signed-in administrator: the name shown and the email. */
  user: { displayName: string; email: string }
  /** The menu: the dashboard and the groups of built pages (menu.tsx). */
  entries: readonly SideNavEntry[]
  /** The id of the current page's entry. */
  activeId: string
  /** Compact (icons) or expanded (icons and labels), saved in local storage. */
  mode: SideNavMode
  /** Called with the mode the user switches to. */
  onModeChange: (mode: SideNavMode) => void
  /** The folded groups, saved in local storage. */
  collapsedGroups: readonly string[]
  /** Called with the new folded groups. */
  onCollapsedGroupsChange: (ids: string[]) => void
  /** The customer console's address (another app). */
  consoleHref: string
  /** Signs the administrator out. */
  onSignOut: () => void
  /** Renders links with the router (below /admin). */
  renderLink: RenderLink
  /** The current admin screen. */
  children: ReactNode
  /** The shell's height. @default '100dvh' */
  height?: string
  /** The chosen appearance (light, dark, system), offered in the user menu with `onAppearanceChange`. */
  appearance?: AppearancePreference
  /** Switches the appearance (remembered by the app). */
  onAppearanceChange?: (appearance: AppearancePreference) => void
}

/**
 * The admin app's frame (SPEC §2 "Admin app"): the top bar with the brand and the user menu, the side menu with
 * its collapsible groups and compact mode, and the content. No location picker and no sidebar: admin screens
 * span every location.
 */
export function AdminShellView({
  user,
  entries,
  activeId,
  mode,
  onModeChange,
  collapsedGroups,
  onCollapsedGroupsChange,
  consoleHref,
  onSignOut,
  renderLink,
  children,
  height,
  appearance,
  onAppearanceChange,
}: AdminShellViewProps) {
  return (
    <AppShell
      height={height}
      brand={<Brand href="/" badge="Admin" renderLink={renderLink} />}
      userMenu={
        <UserMenu
          user={user}
          links={[{ label: 'Customer console', href: consoleHref, icon: 'console', external: true }]}
          onSignOut={onSignOut}
          renderLink={renderLink}
          appearance={appearance}
          onAppearanceChange={onAppearanceChange}
        />
      }
      navLabel="Admin menu"
      nav={
        <SideNav
          entries={entries}
          activeId={activeId}
          mode={mode}
          onModeChange={onModeChange}
          collapsedGroups={collapsedGroups}
          onCollapsedGroupsChange={onCollapsedGroupsChange}
          renderLink={renderLink}
        />
      }
    >
      {children}
    </AppShell>
  )
}
