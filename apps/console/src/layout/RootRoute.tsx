import { Outlet } from 'react-router'
import { SkeletonPage } from '@cirrus/design-system'
import { usePageViews } from '../analytics/use-page-views'
import { Toasts } from './Toasts'

/**
 * The root of every route: counts page views (SPEC §2) and shows the toast stack above every screen, the auth
 * pages included (SPEC §9: at most 5 toasts, top-right).
 */
export function RootRoute() {
  usePageViews()
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  )
}

/** What shows while the first route's code and data load: a skeleton, never a blank page (STYLE.md). */
export function RootHydrateFallback() {
  return (
    <div style={{ padding: 'var(--space-5)' }}>
      <SkeletonPage label="Loading Cirrus" />
    </div>
  )
}
