import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { trackPageView } from './analytics'

/**
 * Sends a page view each time a route loads (a new pathname or query), SPEC §2. Mounted once, in the root
 * route, so every screen — inside or outside the main layout — is counted exactly once per load.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation()
  useEffect(() => {
    trackPageView(pathname, search)
  }, [pathname, search])
}
