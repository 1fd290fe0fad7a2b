import type { ReactNode } from 'react'
import { Box, Button, DropdownMenu, Progress } from '@radix-ui/themes'
import { CaretDownIcon, GlobeIcon } from '@radix-ui/react-icons'
import {
  AppShell,
  Brand,
  SideNav,
  UserMenu,
  type AppearancePreference,
  type RenderLink,
  type SideNavItem,
} from '@cirrus/design-system'
import styles from './ShellView.module.css'

/** A location in the top bar's picker. */
export type ShellLocation = { slug: string; displayName: string }

/** Props of {@link ShellView}. */
export type ShellViewProps = {
  /** The signed-in user: the name shown (first and last name, else the email) and the email. */
  user: { displayName: string; email: string }
  /** The locations to pick from. */
  locations: readonly ShellLocation[]
  /** The slug of the current location. */
  currentLocation: string | null
  /** Called with the slug the user picks. */
  onLocationChange: (slug: string) => void
  /** The support button's link; no button when null (SPEC §2). */
  supportUrl: string | null
  /** The side nav entries: the enabled, built sections. */
  navItems: readonly SideNavItem[]
  /** The id of the current section. */
  activeSection: string
  /** The sidebar's content: the current section's resources. None on mobile. */
  sidebar?: ReactNode
  /** The sidebar's accessible name. */
  sidebarLabel: string
  /** The sidebar width chosen by the user (from local storage). */
  sidebarWidth: number
  /** Called with the new width after a resize, to save it. */
  onSidebarWidthChange: (width: number) => void
  /** Shows the pending indicator (a navigation is loading, SPEC §9). */
  pending: boolean
  /** Signs the user out. */
  onSignOut: () => void
  /** Where the user menu's "Profile" leads. */
  profileHref: string
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The content area: the current screen. */
  children: ReactNode
  /** The top bar's activity bell (issue 18), left of the user menu; none when absent. */
  bell?: ReactNode
  /** The shell's height. @default '100dvh' */
  height?: string
  /** The chosen appearance (light, dark, system), offered in the user menu with `onAppearanceChange`. */
  appearance?: AppearancePreference
  /** Switches the appearance (remembered by the app). */
  onAppearanceChange?: (appearance: AppearancePreference) => void
}

/**
 * The main layout (SPEC §2 "Customer app"): the top bar with the location picker, the support button and the user
 * menu; the side nav of enabled sections; the resizable sidebar with the current section's resources; the
 * content. Below md the design system's AppShell switches to the simplified mobile layout.
 */
export function ShellView({
  user,
  locations,
  currentLocation,
  onLocationChange,
  supportUrl,
  navItems,
  activeSection,
  sidebar,
  sidebarLabel,
  sidebarWidth,
  onSidebarWidthChange,
  pending,
  onSignOut,
  profileHref,
  renderLink,
  children,
  height,
  appearance,
  onAppearanceChange,
  bell,
}: ShellViewProps) {
  const current = locations.find((l) => l.slug === currentLocation)
  return (
    <AppShell
      height={height}
      brand={<Brand href="/" renderLink={renderLink} />}
      locationPicker={
        locations.length > 0 ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <Button
                variant="soft"
                color="gray"
                highContrast
                aria-label={`Location: ${current?.displayName ?? 'none'}`}
              >
                <GlobeIcon aria-hidden />
                <span className={styles.hideXs}>{current?.displayName ?? 'Choose location'}</span>
                <CaretDownIcon aria-hidden />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content>
              <DropdownMenu.Label>Location</DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={currentLocation ?? ''} onValueChange={onLocationChange}>
                {locations.map((l) => (
                  <DropdownMenu.RadioItem key={l.slug} value={l.slug}>
                    {l.displayName}
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        ) : undefined
      }
      supportUrl={supportUrl ?? undefined}
      userMenu={
        <>
          {bell}
          <UserMenu
            user={user}
            links={[{ label: 'Profile', href: profileHref, icon: 'person' }]}
            onSignOut={onSignOut}
            renderLink={renderLink}
            appearance={appearance}
            onAppearanceChange={onAppearanceChange}
          />
        </>
      }
      nav={
        // The console's nav is the side icon nav of SPEC §2: compact, labels in tooltips (and on the mobile bar).
        <SideNav entries={navItems} activeId={activeSection} mode="compact" renderLink={renderLink} />
      }
      sidebar={sidebar}
      sidebarLabel={sidebarLabel}
      sidebarWidth={sidebarWidth}
      onSidebarWidthChange={onSidebarWidthChange}
    >
      {pending && (
        <Box className={styles.pending}>
          <Progress size="1" aria-label="Loading page" duration="2s" />
        </Box>
      )}
      {children}
    </AppShell>
  )
}
