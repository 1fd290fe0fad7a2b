/**
 * The admin app's entry (served at /admin, issue 13): the shared services (@cirrus/app-kit: domain client for
 * same-origin cookie auth, query cache), client state and the data router below the /admin basename. Unlike the
 * console it sends no page views (SPEC §2, §6: admin paths are excluded from analytics).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { createStore } from 'jotai'
// The stylesheet explicitly: the design system's index is side-effect free (see apps/console/src/main.tsx).
import '@cirrus/design-system/styles.css'
import { AppProviders, createAppServices, signInUrl } from '@cirrus/app-kit'
import { ADMIN_BASE } from './app/base'
import { AdminHydrateFallback } from './layout/AdminRoot'
import { createRoutes } from './routes'

const services = createAppServices({
  // The session ended while the admin worked: sign in again (in the console) and come back here.
  onUnauthorized: () => {
    const { pathname, search, hash } = window.location
    window.location.assign(signInUrl(`${pathname}${search}${hash}`))
  },
})
const router = createBrowserRouter(createRoutes(services), { basename: ADMIN_BASE })
const store = createStore()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders services={services} store={store} fallback={<AdminHydrateFallback />}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
