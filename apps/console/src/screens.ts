/**
 * Every lazily loaded screen of the console, as import functions. The route table and the section preload
 * share them, so a preloaded screen is the very chunk the router later asks for.
 */
import type { RouteModuleImport } from './app/route-module'

export const screens = {
  signIn: () => import('./pages/auth/SignInPage'),
  signUp: () => import('./pages/auth/SignUpPage'),
  verifySignUp: () => import('./pages/auth/VerifySignUpPage'),
  mainLayout: () => import('./layout/MainLayout'),
  dashboard: () => import('./pages/dashboard/DashboardPage'),
  about: () => import('./pages/about/AboutPage'),
  profile: () => import('./pages/profile/ProfilePage'),
  activity: () => import('./pages/activity/ActivityPage'),
  section: () => import('./pages/section/SectionPage'),
  vmList: () => import('./pages/compute/VmListPage'),
  vmCreate: () => import('./pages/compute/VmCreatePage'),
  vmDetail: () => import('./pages/compute/VmDetailPage'),
  vmConsole: () => import('./pages/compute/VmConsolePage'),
  loadBalancerCreate: () => import('./pages/network/load-balancer/LoadBalancerCreatePage'),
  loadBalancerDetail: () => import('./pages/network/load-balancer/LoadBalancerDetailPage'),
  firewallCreate: () => import('./pages/network/firewall/FirewallCreatePage'),
  firewallDetail: () => import('./pages/network/firewall/FirewallDetailPage'),
  diskList: () => import('./pages/disks/DiskListPage'),
  diskCreate: () => import('./pages/disks/DiskCreatePage'),
  diskDetail: () => import('./pages/disks/DiskDetailPage'),
  network: () => import('./pages/network/list/NetworkPage'),
  networkCreateRedirect: () => import('./pages/network/create/NetworkCreateRedirect'),
  networkCreate: () => import('./pages/network/create/NetworkCreatePage'),
  vpcDetail: () => import('./pages/network/vpc/VpcDetailPage'),
  ipDetail: () => import('./pages/network/ip-address/IpDetailPage'),
  metalList: () => import('./pages/metal/MetalListPage'),
  metalCreate: () => import('./pages/metal/MetalCreatePage'),
  metalLease: () => import('./pages/metal/MetalLeasePage'),
  bucketList: () => import('./pages/storage/BucketListPage'),
  bucketCreate: () => import('./pages/storage/BucketCreatePage'),
  bucketDetail: () => import('./pages/storage/BucketDetailPage'),
  serviceList: () => import('./pages/services/ServiceListPage'),
  serviceCreate: () => import('./pages/services/ServiceCreatePage'),
  serviceDetail: () => import('./pages/services/ServiceDetailPage'),
  billingList: () => import('./pages/billing/BillingListPage'),
  billingCreate: () => import('./pages/billing/BillingCreatePage'),
  billingAccount: () => import('./pages/billing/BillingAccountPage'),
  billingEdit: () => import('./pages/billing/BillingEditPage'),
  invoiceDetail: () => import('./pages/billing/InvoiceDetailPage'),
  accessList: () => import('./pages/access/AccessListPage'),
  accessCreate: () => import('./pages/access/AccessCreatePage'),
  tokenDetail: () => import('./pages/access/TokenDetailPage'),
  delegationDetail: () => import('./pages/access/DelegationDetailPage'),
} satisfies Record<string, RouteModuleImport>

/** The screens of the side nav's sections, preloaded 2 s after start (SPEC §2, §9). */
export const sectionScreens: readonly RouteModuleImport[] = [
  screens.mainLayout,
  screens.dashboard,
  screens.vmList,
  screens.vmCreate,
  screens.vmDetail,
  screens.loadBalancerCreate,
  screens.loadBalancerDetail,
  screens.firewallCreate,
  screens.firewallDetail,
  screens.diskList,
  screens.diskCreate,
  screens.diskDetail,
  screens.network,
  screens.networkCreate,
  screens.vpcDetail,
  screens.ipDetail,
  screens.metalList,
  screens.metalCreate,
  screens.metalLease,
  screens.bucketList,
  screens.bucketCreate,
  screens.bucketDetail,
  screens.serviceList,
  screens.serviceCreate,
  screens.serviceDetail,
  screens.billingList,
  screens.billingCreate,
  screens.billingAccount,
  screens.billingEdit,
  screens.invoiceDetail,
  screens.accessList,
  screens.accessCreate,
  screens.tokenDetail,
  screens.delegationDetail,
]

/**
 * Loads the section screens' code after `delayMs`, so the first click on a section is instant without slowing
 * the first paint. Returns a function that cancels the preload. Failures are ignored: the router retries the
 * import when the screen is actually opened.
 */
export function preloadSectionScreens(delayMs: number, imports = sectionScreens): () => void {
  const timer = setTimeout(() => {
    for (const load of imports) load().catch(() => {})
  }, delayMs)
  return () => clearTimeout(timer)
}
