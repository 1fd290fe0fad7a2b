/**
 * The main layout route (SPEC §2 "Customer app"): requires a session, loads the user, the platform
 * configuration and the locations, and frames every screen with the top bar, the side nav of enabled sections,
 * the resizable sidebar and the pending indicator. Its loader is in ./main-loader (bound statically by the route
 * table, so the reads start before this chunk arrives).
 */
import { Suspense, useCallback } from 'react'
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useSpinDelay } from 'spin-delay'
import {
  ArchiveIcon,
  Component1Icon,
  DashboardIcon,
  DesktopIcon,
  IdCardIcon,
  Share1Icon,
} from '@radix-ui/react-icons'
import { NotificationBell, SkeletonPage, type SideNavItem } from '@cirrus/design-system'
import { activityTexts, supportLink, userLabel, type NavSectionName } from '@cirrus/domain'
import { LiveUpdatesProvider, useAppearance, useLiveState, useUnreadCount } from '@cirrus/app-kit'
import { renderRouterLink } from '../app/links'
import { useCurrentLocation } from '../app/locations'
import { useServices } from '../app/services'
import { SIGN_IN_PATH } from '../app/session'
import { timing } from '../app/timing'
import { useIsMobile } from '../hooks/use-is-mobile'
import { useScrollMemory } from '../hooks/use-scroll-memory'
import { sidebarWidthAtom } from '../state/sidebar'
import { sectionHref, sectionOfPath, shownSections } from './sections'
import { CommandLauncher } from '../palette/CommandLauncher'
import { SectionResources } from './SectionResources'
import { ShellView } from './ShellView'

const ICONS: Partial<Record<NavSectionName, SideNavItem['icon']>> = {
  dashboard: <DashboardIcon />,
  compute: <DesktopIcon />,
  storage: <ArchiveIcon />,
  network: <Share1Icon />,
  metal: <Component1Icon />,
  billing: <IdCardIcon />,
}

/** The sidebar's accessible name per section. */
const SIDEBAR_LABELS: Partial<Record<string, string>> = {
  compute: 'Virtual machines',
  network: 'Network',
  metal: 'Bare metal servers',
  storage: 'Buckets',
  billing: 'Billing accounts',
}

const mainElement = () => document.getElementById('main-content')

/** The top bar's bell: unread activity, live while the event stream is open (issue 18). */
function ActivityBell() {
  const unread = useUnreadCount()
  const live = useLiveState() === 'live'
  return (
    <NotificationBell
      count={unread}
      label={activityTexts.bellLabel}
      unreadLabel={activityTexts.bellUnread}
      href="/activity"
      live={live}
      liveLabel={activityTexts.liveConnected}
      renderLink={renderRouterLink}
    />
  )
}

/** The main layout around every signed-in screen. */
export default function MainLayout() {
  const { client, queries, queryClient } = useServices()
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  const { locations, current, setLocation } = useCurrentLocation()
  const isMobile = useIsMobile()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [sidebarWidth, setSidebarWidth] = useAtom(sidebarWidthAtom)
  const [appearance, setAppearance] = useAppearance()

  const sections = shownSections(config)
  const active = sectionOfPath(pathname, sections)
  const activeVm =
    /^\/(?:compute\/vm|disks\/disk|network\/[a-z_]+)\/[^/]+\/([^/]+)/.exec(pathname)?.[1] ??
    /^\/metal\/lease\/([^/]+)/.exec(pathname)?.[1]

  // SPEC §9: the pending indicator shows after 1 s of loading and then stays at least 0.5 s (no flicker).
  const navigation = useNavigation()
  const pending = useSpinDelay(navigation.state === 'loading', {
    delay: timing.pendingDelayMs,
    minDuration: timing.pendingMinMs,
  })
  useScrollMemory(mainElement, timing.scrollSaveThrottleMs)

  const signOut = useCallback(async () => {
    try {
      await client.account.signOut()
    } finally {
      // Leave first, then forget: clearing while this layout is mounted would refetch the user, get a 401 and
      // send the user to sign-in as if the session had expired.
      await navigate(SIGN_IN_PATH, { replace: true })
      queryClient.clear()
    }
  }, [client, queryClient, navigate])

  return (
    <LiveUpdatesProvider>
      <ShellView
        bell={<ActivityBell />}
        user={userLabel(user)}
        locations={locations.map((l) => ({ slug: l.slug, displayName: l.display_name }))}
        currentLocation={current?.slug ?? null}
        onLocationChange={setLocation}
        supportUrl={supportLink(config)}
        navItems={sections.map((s) => ({
          id: s.name,
          label: s.label,
          href: sectionHref(s, isMobile),
          icon: ICONS[s.name],
        }))}
        activeSection={active}
        sidebar={<SectionResources section={active} location={current?.slug ?? null} activeId={activeVm} />}
        sidebarLabel={SIDEBAR_LABELS[active] ?? 'All resources'}
        sidebarWidth={sidebarWidth}
        onSidebarWidthChange={setSidebarWidth}
        pending={pending}
        onSignOut={() => void signOut()}
        profileHref="/profile/"
        renderLink={renderRouterLink}
        appearance={appearance}
        onAppearanceChange={setAppearance}
      >
        <CommandLauncher section={active} />
        <Suspense fallback={<SkeletonPage label="Loading" />}>
          <Outlet />
        </Suspense>
      </ShellView>
    </LiveUpdatesProvider>
  )
}
