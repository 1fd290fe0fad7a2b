import { Outlet } from 'react-router'
import { SkeletonPage } from '@cirrus/design-system'
import { LazyToasts } from '@cirrus/app-kit'
import { renderRouterLink } from '../app/links'

/**
 * The root of every admin route: the toast stack above every screen. No page-view events: admin paths are
 * excluded from page analytics (SPEC §2, §6), so the admin app mounts no tracker at all. The stack's code
 * loads after the first paint (issue 17).
 */
export function AdminRoot() {
  return (
    <>
      <Outlet />
      <LazyToasts renderLink={renderRouterLink} />
    </>
  )
}

/** What shows while the first route's code and data load: a skeleton, never a blank page (STYLE.md). */
export function AdminHydrateFallback() {
  return (
    <div style={{ padding: 'var(--space-5)' }}>
      <SkeletonPage label="Loading Cirrus Admin" />
    </div>
  )
}
