import { Outlet } from 'react-router'
import { LazyToasts } from '@cirrus/app-kit'
import { SkeletonPage } from '@cirrus/design-system'
import { usePageViews } from '../analytics/use-page-views'
import { renderRouterLink } from '../app/links'

/**
 * The root of every route: counts page views (SPEC §2) and shows the toast stack above every screen, the auth
 * pages included (SPEC §9: at most 5 toasts, top-right). The stack's code loads after the first paint (issue 17).
 */
export function RootRoute() {
  usePageViews()
  return (
    <>
      <Outlet />
      <LazyToasts renderLink={renderRouterLink} />
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
