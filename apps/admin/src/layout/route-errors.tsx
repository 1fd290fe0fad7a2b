/** The error screens of SPEC §2 inside the admin app: unknown admin routes and router failures. */
import { useRouteError } from 'react-router'
import { NotFoundPage, RouterErrorPage } from '@cirrus/design-system'
import { renderRouterLink } from '../app/links'

/** The catch-all route: an admin address that matches no screen ('Go to dashboard' leads to /admin). */
export function NotFoundRoute() {
  return <NotFoundPage dashboardHref="/" renderLink={renderRouterLink} />
}

/** A route's error boundary. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  return <RouterErrorPage error={error} renderLink={renderRouterLink} />
}
