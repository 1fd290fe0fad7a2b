/**
 * The admin route table (SPEC §2 "Admin app"; paths relative to the /admin basename): every screen inside the
 * admin layout, which gates it (administrators only), each lazily loaded.
 */
import type { RouteObject } from 'react-router'
import { lazyRoute, type AppServices } from '@cirrus/app-kit'
import { adminLoader } from './app/admin-loader'
import { AdminHydrateFallback, AdminRoot } from './layout/AdminRoot'
import { NotFoundRoute, RouteErrorBoundary } from './layout/route-errors'
import { screens } from './screens'

/** Builds the admin app's routes around one set of services. */
export function createRoutes(services: AppServices): RouteObject[] {
  const lazy = (load: Parameters<typeof lazyRoute>[1]) => lazyRoute(services, load)
  return [
    {
      id: 'root',
      Component: AdminRoot,
      HydrateFallback: AdminHydrateFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          // A VM's console fills the window, outside the admin layout (SPEC §2, issue 15); the same sign-in gate.
          id: 'admin-console',
          loader: adminLoader(services),
          ErrorBoundary: RouteErrorBoundary,
          children: [{ path: 'console/:location/:vmId', lazy: lazy(screens.vmConsole) }],
        },
        {
          id: 'admin',
          loader: adminLoader(services),
          lazy: lazy(screens.layout),
          children: [
            {
              ErrorBoundary: RouteErrorBoundary,
              children: [
                { index: true, lazy: lazy(screens.dashboard) },
                { path: 'configuration', lazy: lazy(screens.configuration) },
                { path: 'general', lazy: lazy(screens.general) },
                { path: 'help', lazy: lazy(screens.help) },
                { path: 'monitoring', lazy: lazy(screens.monitoring) },
                { path: 'test-components', lazy: lazy(screens.testComponents) },
                { path: 'virtual_machines', lazy: lazy(screens.virtualMachines) },
                { path: 'virtual_machines/:uuid', lazy: lazy(screens.vmDetail) },
                { path: 'users', lazy: lazy(screens.users) },
                { path: 'users/:id', lazy: lazy(screens.userDetail) },
                { path: 'admin_users', lazy: lazy(screens.adminUsers) },
                { path: 'accounts', lazy: lazy(screens.accounts) },
                { path: 'accounts/:id', lazy: lazy(screens.accountDetail) },
                { path: 'hosts', lazy: lazy(screens.hosts) },
                { path: 'hosts/:uuid', lazy: lazy(screens.hostDetail) },
                { path: 'host_pools', lazy: lazy(screens.hostPools) },
                { path: 'host_pools/:uuid', lazy: lazy(screens.hostPoolDetail) },
                { path: 'locations', lazy: lazy(screens.locations) },
                { path: 'locations/:slug', lazy: lazy(screens.locationDetail) },
                { path: 'vm_images', lazy: lazy(screens.images) },
                { path: 'vm_images/:osName', lazy: lazy(screens.imageDetail) },
                { path: 'prices', lazy: lazy(screens.prices) },
                { path: 'currencies', lazy: lazy(screens.currencies) },
                { path: 'metal/machines', lazy: lazy(screens.metalMachines) },
                { path: 'metal/machines/history/:location/:uuid', lazy: lazy(screens.metalMachineHistory) },
                { path: 'metal/specs', lazy: lazy(screens.metalSpecs) },
                { path: 'metal/os', lazy: lazy(screens.metalOs) },
                { path: 'vm_conf', lazy: lazy(screens.vmConf) },
                { path: 'floating_ips', lazy: lazy(screens.floatingIps) },
                { path: 'load_balancers', lazy: lazy(screens.loadBalancers) },
                { path: 'buckets', lazy: lazy(screens.buckets) },
                { path: 'service_packages', lazy: lazy(screens.servicePackages) },
                { path: 'reports', lazy: lazy(screens.reports) },
                { path: 'custom_products', lazy: lazy(screens.customProducts) },
                { path: 'campaigns', lazy: lazy(screens.campaigns) },
                { path: 'referral', lazy: lazy(screens.referral) },
                { path: 'tracking', lazy: lazy(screens.tracking) },
                { path: '*', Component: NotFoundRoute },
              ],
            },
          ],
        },
      ],
    },
  ]
}
