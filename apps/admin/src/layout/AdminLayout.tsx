/**
 * The admin layout route (SPEC §2 "Admin app", §6): an administrator gets the admin shell around every admin
 * screen; any other signed-in user gets 'Only for administrative users' and a link back to the main app (the
 * loader, ../app/admin-loader.ts, has already sent a signed-out visitor to sign-in). An administrator's shell holds
 * the admin event stream (issue 18, app-kit `LiveUpdatesProvider`), so open tables refresh as resources change.
 */
import { Suspense, useCallback, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { SkeletonPage } from '@cirrus/design-system'
import { ADMIN_ACTIVITY_STREAM_PATH, canOpenAdmin, isAdminBareMetalEnabled, userLabel } from '@cirrus/domain'
import {
  LiveUpdatesProvider,
  SIGN_IN_PATH,
  useAppearance,
  useLiveState,
  useServices,
  type LiveState,
} from '@cirrus/app-kit'
import { renderRouterLink } from '../app/links'
import { ADMIN_LIVE_STATE_KEY, adminStaleKeys } from '../app/live-keys'
import { activePageId, adminMenu } from '../menu'
import { menuCollapsedAtom, menuModeAtom } from '../state/menu'
import { AdminCommandLauncher } from './AdminCommandLauncher'
import { AdminRefusalView } from './AdminRefusalView'
import { AdminShellView } from './AdminShellView'

/** The customer console: another app on the same origin. */
const CONSOLE_HREF = '/'

/**
 * Puts the admin event stream's state in the query cache (`adminKeys.liveState()`), where a screen that shows it
 * reads it (the monitoring feed). Screens do not import the stream's module: it stays in this layout's chunk
 * instead of a chunk of its own in the entry's preload list (issue 17, the first-load budget).
 */
function LiveStateToCache() {
  const { queryClient } = useServices()
  const state = useLiveState()
  useEffect(() => {
    queryClient.setQueryData<LiveState>([...ADMIN_LIVE_STATE_KEY], state)
  }, [queryClient, state])
  return null
}

/** The layout around every admin screen, or the refusal. */
export default function AdminLayout() {
  const { client, queries, queryClient } = useServices()
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  const { pathname } = useLocation()
  const [mode, setMode] = useAtom(menuModeAtom)
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom)
  const [appearance, setAppearance] = useAppearance()

  const signOut = useCallback(async () => {
    try {
      await client.account.signOut()
    } finally {
      queryClient.clear()
      window.location.assign(SIGN_IN_PATH)
    }
  }, [client, queryClient])

  if (!canOpenAdmin(user))
    return <AdminRefusalView consoleHref={CONSOLE_HREF} email={userLabel(user).email} />

  const menu = adminMenu({ bareMetal: isAdminBareMetalEnabled(config) })
  // Issue 18: every user's events, live; each refreshes the admin reads it makes stale (no polling loop).
  return (
    <LiveUpdatesProvider path={ADMIN_ACTIVITY_STREAM_PATH} staleKeys={adminStaleKeys}>
      <LiveStateToCache />
      <AdminShellView
        user={userLabel(user)}
        entries={menu}
        activeId={activePageId(pathname)}
        mode={mode}
        onModeChange={setMode}
        collapsedGroups={collapsed}
        onCollapsedGroupsChange={setCollapsed}
        consoleHref={CONSOLE_HREF}
        onSignOut={() => void signOut()}
        renderLink={renderRouterLink}
        appearance={appearance}
        onAppearanceChange={setAppearance}
      >
        <AdminCommandLauncher menu={menu} />
        <Suspense fallback={<SkeletonPage label="Loading" />}>
          <Outlet />
        </Suspense>
      </AdminShellView>
    </LiveUpdatesProvider>
  )
}
