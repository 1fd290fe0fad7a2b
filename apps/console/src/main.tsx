/**
 * The console's entry: services (domain client for same-origin cookie auth, query cache), client state, the
 * data router, and the section preload 2 s after start (SPEC §2, §9).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { createStore } from 'jotai'
// The stylesheet explicitly: the design system's index is side-effect free, so a production build tree-shakes
// away its own `import './styles.css'` (Radix Themes, the Inter font and the Cirrus tokens).
import '@cirrus/design-system/styles.css'
import { AppProviders } from '@cirrus/app-kit'
import { warrenKeys } from '@cirrus/domain'
import { setAnalyticsSink, type AnalyticsSink } from './analytics/analytics'
import { createAppServices } from './app/services'
import { isAuthPath, signInUrl } from './app/session'
import { timing } from './app/timing'
import { startSessionReads } from './layout/main-loader'
import { RootHydrateFallback } from './layout/RootRoute'
import { createRoutes } from './routes'

declare global {
  interface Window {
    /** An operator's analytics sink: set it before the console loads to receive page views (SPEC §2). */
    cirrusAnalytics?: AnalyticsSink
  }
}

if (typeof window.cirrusAnalytics === 'function') setAnalyticsSink(window.cirrusAnalytics)

const services = createAppServices({
  onUnauthorized: () => {
    // The session expired (or was signed out elsewhere): go to sign-in, and come back here afterwards.
    const { pathname, search, hash } = router.state.location
    if (isAuthPath(pathname)) return
    services.queryClient.removeQueries({ queryKey: warrenKeys.currentUser() })
    void router.navigate(signInUrl(`${pathname}${search}${hash}`), { replace: true })
  },
})
startSessionReads(services, window.location.pathname)
const router = createBrowserRouter(createRoutes(services))
const store = createStore()

// The section screens' code (one screen a task, ./section-preload.ts) and the data of the next screens, kept
// subscribed for 1.5 or 15 base time units (SPEC §9, app/background-prefetch.ts).
setTimeout(() => {
  void import('./section-preload').then(({ preloadSectionScreens }) => preloadSectionScreens(0))
  void import('./app/background-prefetch').then(({ startBackgroundPrefetch }) =>
    startBackgroundPrefetch(services),
  )
}, timing.sectionPreloadDelayMs)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders services={services} store={store} fallback={<RootHydrateFallback />}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
