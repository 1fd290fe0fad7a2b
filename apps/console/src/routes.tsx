/**
 * The route table (SPEC §2 "Customer app"): the auth pages outside the main layout, every other screen inside
 * it, each lazily loaded. Loaders fill the TanStack Query cache through the domain client; screens read it.
 */
import type { RouteObject } from 'react-router'
import { lazyRoute } from './app/route-module'
import type { AppServices } from './app/services'
import { RootRoute, RootHydrateFallback } from './layout/RootRoute'
import { mainLoader } from './layout/main-loader'
import { RouteErrorBoundary, NotFoundRoute, TestErrorRoute } from './layout/route-errors'
import { vmListLoader } from './pages/compute/vm-list-loader'
import { dashboardLoader } from './pages/dashboard/dashboard-loader'
import { screens } from './screens'

/** Builds the console's routes around one set of services. */
export function createRoutes(services: AppServices): RouteObject[] {
  const lazy = (load: Parameters<typeof lazyRoute>[1]) => lazyRoute(services, load)
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { path: 'sign-in', lazy: lazy(screens.signIn) },
        { path: 'sign-up', lazy: lazy(screens.signUp) },
        { path: 'sign-up/verify', lazy: lazy(screens.verifySignUp) },
        // The VM console fills the window, outside the main layout (SPEC §2).
        { path: 'console/:location/:vmId', lazy: lazy(screens.vmConsole) },
        {
          id: 'main',
          // Static loaders run in parallel with their lazy chunk; from inside the chunk they would wait for it.
          loader: mainLoader(services),
          lazy: lazy(screens.mainLayout),
          children: [
            {
              // Errors of the screens render inside the layout, so the nav stays usable.
              ErrorBoundary: RouteErrorBoundary,
              children: [
                { index: true, loader: dashboardLoader(services), lazy: lazy(screens.dashboard) },
                { path: 'about', lazy: lazy(screens.about) },
                { path: 'profile', lazy: lazy(screens.profile) },
                { path: 'activity', lazy: lazy(screens.activity) },
                { path: 'test-error', Component: TestErrorRoute },
                { path: 'section/:name', lazy: lazy(screens.section) },
                { path: 'compute', loader: vmListLoader(services), lazy: lazy(screens.vmList) },
                { path: 'compute/create', lazy: lazy(screens.vmCreate) },
                { path: 'compute/vm/:location/:vmId', lazy: lazy(screens.vmDetail) },
                // Network: load balancers and firewalls (issue 11). Static segments win over /network/create/:type.
                { path: 'network/create/load_balancer', lazy: lazy(screens.loadBalancerCreate) },
                { path: 'network/load_balancer/:location/:uuid', lazy: lazy(screens.loadBalancerDetail) },
                { path: 'network/create/firewall', lazy: lazy(screens.firewallCreate) },
                { path: 'network/firewall/:location/:uuid', lazy: lazy(screens.firewallDetail) },
                { path: 'disks', lazy: lazy(screens.diskList) },
                { path: 'disks/create', lazy: lazy(screens.diskCreate) },
                { path: 'disks/disk/:location/:uuid', lazy: lazy(screens.diskDetail) },
                { path: 'network', lazy: lazy(screens.network) },
                { path: 'network/create', lazy: lazy(screens.networkCreateRedirect) },
                { path: 'network/create/:type', lazy: lazy(screens.networkCreate) },
                { path: 'network/vpc/:location/:uuid', lazy: lazy(screens.vpcDetail) },
                { path: 'network/ip_address/:location/:uuid', lazy: lazy(screens.ipDetail) },
                { path: 'metal', lazy: lazy(screens.metalList) },
                { path: 'metal/create', lazy: lazy(screens.metalCreate) },
                { path: 'metal/lease/:uuid', lazy: lazy(screens.metalLease) },
                { path: 'storage', lazy: lazy(screens.bucketList) },
                { path: 'storage/create', lazy: lazy(screens.bucketCreate) },
                { path: 'storage/bucket/:storageName', lazy: lazy(screens.bucketDetail) },
                { path: 'services', lazy: lazy(screens.serviceList) },
                { path: 'services/create', lazy: lazy(screens.serviceCreate) },
                { path: 'services/service/:location/:serviceId', lazy: lazy(screens.serviceDetail) },
                { path: 'billing', lazy: lazy(screens.billingList) },
                { path: 'billing/create', lazy: lazy(screens.billingCreate) },
                { path: 'billing/account/:id', lazy: lazy(screens.billingAccount) },
                { path: 'billing/account/:id/edit', lazy: lazy(screens.billingEdit) },
                { path: 'billing/account/:id/detail/:type/:invoiceId', lazy: lazy(screens.invoiceDetail) },
                { path: 'access', lazy: lazy(screens.accessList) },
                { path: 'access/create/:type', lazy: lazy(screens.accessCreate) },
                { path: 'access/token/:id', lazy: lazy(screens.tokenDetail) },
                { path: 'access/delegation/:id', lazy: lazy(screens.delegationDetail) },
                { path: '*', Component: NotFoundRoute },
              ],
            },
          ],
        },
      ],
    },
  ]
}
