/**
 * The admin app's lazily loaded screens, by name: the route table (routes.tsx) binds each to its path. A new
 * screen adds one line here, one route in routes.tsx and its id in menu.tsx `BUILT_ADMIN_PAGES`.
 */
import type { RouteModuleImport } from '@cirrus/app-kit'

export const screens = {
  layout: () => import('./layout/AdminLayout'),
  dashboard: () => import('./pages/dashboard/DashboardPage'),
  configuration: () => import('./pages/configuration/ConfigurationPage'),
  general: () => import('./pages/general/GeneralPage'),
  help: () => import('./pages/help/HelpPage'),
  monitoring: () => import('./pages/monitoring/MonitoringPage'),
  virtualMachines: () => import('./pages/virtual-machines/VirtualMachinesPage'),
  vmConsole: () => import('./pages/console/VmConsolePage'),
  users: () => import('./pages/users/UsersPage'),
  userDetail: () => import('./pages/users/UserDetailPage'),
  adminUsers: () => import('./pages/users/AdminUsersPage'),
  accounts: () => import('./pages/accounts/AccountsPage'),
  testComponents: () => import('./pages/test-components/TestComponentsPage'),
  hosts: () => import('./pages/hosts/HostsPage'),
  hostPools: () => import('./pages/host-pools/HostPoolsPage'),
  locations: () => import('./pages/locations/LocationsPage'),
  images: () => import('./pages/images/ImagesPage'),
  prices: () => import('./pages/prices/PricesPage'),
  currencies: () => import('./pages/currencies/CurrenciesPage'),
  vmDetail: () => import('./pages/virtual-machines/VmDetailPage'),
  accountDetail: () => import('./pages/accounts/AccountDetailPage'),
  hostDetail: () => import('./pages/hosts/HostDetailPage'),
  hostPoolDetail: () => import('./pages/host-pools/HostPoolDetailPage'),
  imageDetail: () => import('./pages/images/ImageDetailPage'),
  locationDetail: () => import('./pages/locations/LocationDetailPage'),
  reports: () => import('./pages/reports/ReportsPage'),
  customProducts: () => import('./pages/custom-products/CustomProductsPage'),
  campaigns: () => import('./pages/campaigns/CampaignsPage'),
} satisfies Record<string, RouteModuleImport>
