/**
 * The admin layout route (SPEC §2 "Admin app", §6): an administrator gets the admin shell around every admin
 * screen; any other signed-in user gets 'Only for administrative users' and a link back to the main app (the
 * loader, ../app/admin-loader.ts, has already sent a signed-out visitor to sign-in).
 */
import { Suspense, useCallback } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { SkeletonPage } from '@cirrus/design-system'
import { canOpenAdmin, isAdminBareMetalEnabled, userLabel } from '@cirrus/domain'
import { SIGN_IN_PATH, useAppearance, useServices } from '@cirrus/app-kit'
import { renderRouterLink } from '../app/links'
import { activePageId, adminMenu } from '../menu'
import { menuCollapsedAtom, menuModeAtom } from '../state/menu'
import { AdminCommandLauncher } from './AdminCommandLauncher'
import { AdminRefusalView } from './AdminRefusalView'
import { AdminShellView } from './AdminShellView'

/** The customer console: another app on the same origin. */
const CONSOLE_HREF = '/'

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
  return (
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
  )
}
