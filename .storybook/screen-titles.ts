// The title scheme of the apps' screen stories (issue 16): Storybook mirrors the product, grouped by app, section
// and screen — 'Console/Compute/VM detail' with one story per state ('Stopped'), 'Admin/Compute/Hypervisors' with
// 'Maintenance'. A story file's title follows from where it lives, so nobody picks one by hand and the lead can
// retitle a new file from the failure message of screen-titles.test.ts.
//
// Section: the folder under `src/pages/` (a console side-nav section, an admin menu group), from the tables
// below; a folder not in a table is title-cased ('host-pools' → 'Host pools'). Files outside `pages/` (the shell,
// shared views) are in 'Layout'.
// Screen: the file's name without `.stories.tsx` and its `Page`/`View` suffix, in words with the first one
// capitalised and acronyms kept ('VmDetailPage' → 'VM detail'), unless `screenNames` names it.
// Retitling never moves a baseline: pictures are stored by file and story name (vitest.config.ts).

/** The apps whose stories are screens, by folder under `apps/`. */
export const appTitles: Record<string, string> = { console: 'Console', admin: 'Admin' }

/** Console sections: the side nav's sections (SPEC §2), and where the pages outside them belong. */
const consoleSections: Record<string, string> = {
  dashboard: 'Dashboard',
  compute: 'Compute',
  disks: 'Disks',
  metal: 'Metal',
  storage: 'Storage',
  network: 'Network',
  services: 'Services',
  access: 'Access',
  billing: 'Billing',
  activity: 'Activity',
  auth: 'Account',
  profile: 'Account',
  about: 'Help',
  section: 'Mobile',
}

/** Admin sections: the menu's groups (apps/admin/src/menu.tsx `ADMIN_GROUPS`) by page folder. */
const adminSections: Record<string, string> = {
  dashboard: 'Dashboard',
  'virtual-machines': 'Compute',
  hosts: 'Compute',
  'host-pools': 'Compute',
  images: 'Compute',
  console: 'Compute',
  metal: 'Metal',
  'load-balancers': 'Network',
  'floating-ips': 'Network',
  network: 'Network',
  'vm-conf': 'Network',
  buckets: 'Storage',
  services: 'Services',
  'service-packages': 'Services',
  users: 'Users & billing',
  accounts: 'Users & billing',
  reports: 'Users & billing',
  campaigns: 'Users & billing',
  'custom-products': 'Users & billing',
  referral: 'Users & billing',
  prices: 'Pricing',
  currencies: 'Pricing',
  locations: 'Platform',
  general: 'Platform',
  configuration: 'Platform',
  tracking: 'Platform',
  help: 'Platform',
  monitoring: 'Platform',
  'test-components': 'Platform',
}

/** Screens whose name does not read well from the file name: `app/FileName` → screen. */
export const screenNames: Record<string, string> = {
  'console/VerifySignUpPage': 'Confirm e-mail',
  'console/IpCreateView': 'IP address create',
  'console/IpDetailView': 'IP address detail',
  'console/BillingListView': 'Billing account list',
  'console/TokenCreatePage': 'API token create',
  'console/TokenDetailPage': 'API token detail',
  'console/DelegationCreatePage': 'Delegation group create',
  'console/DelegationDetailPage': 'Delegation group detail',
  'console/MetalCreatePage': 'Lease create',
  'console/MetalLeasePage': 'Lease detail',
  'console/MetalListPage': 'Lease list',
  'admin/HostsView': 'Hypervisors',
  'admin/HostPoolsView': 'Hypervisor pools',
  'admin/AccountsView': 'Billing accounts',
  'admin/PricesView': 'Price lists',
  'admin/ConfigurationView': 'Platform configuration',
  'admin/ResourceDetailView': 'Resource page',
  'admin/AdminShellView': 'Shell',
  'admin/AdminRefusalView': 'Refusal',
  'admin/UserDetailView': 'User detail',
  'console/ActivityPage': 'Activity feed',
  'console/VmBulk': 'VM bulk actions',
  'console/CampaignRedeemForm': 'Campaign code',
  'admin/FloatingIpsView': 'IP addresses',
  'admin/BucketsView': 'Object storage',
  'admin/VmConfView': 'Network settings',
  'admin/ServicePackagesView': 'Service packages',
  'admin/ReportsView': 'Invoices & reports',
  'admin/MetalOsView': 'Operating systems',
  'admin/MachinesView': 'Machines',
  'admin/MachineTypesView': 'Machine types',
  'admin/MachineHistoryView': 'Machine history',
  'admin/TrackingView': 'Tracking codes',
  'admin/AdminActivity': 'Monitoring activity feed',
  'admin/ReferralView': 'Referral program',
}

const acronyms: Record<string, string> = {
  vm: 'VM',
  vms: 'VMs',
  ip: 'IP',
  vpc: 'VPC',
  api: 'API',
  csv: 'CSV',
}

/** 'VmDetail' → 'VM detail', 'host-pools' → 'Host pools'. */
export function words(name: string): string {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
  return parts
    .map((part, i) => {
      const lower = part.toLowerCase()
      if (acronyms[lower]) return acronyms[lower]
      return i === 0 ? lower[0]!.toUpperCase() + lower.slice(1) : lower
    })
    .join(' ')
}

/**
 * The title a story file must have, from its path relative to the repository (`apps/console/src/pages/compute/
 * VmDetailPage.stories.tsx` → 'Console/Compute/VM detail'); null for a file that is not an app's story.
 */
export function expectedTitle(file: string): string | null {
  const match = /^apps\/([^/]+)\/src\/(.+)\/([^/]+)\.stories\.tsx?$/.exec(file.replace(/\\/g, '/'))
  if (!match) return null
  const [, app, folder, base] = match as unknown as [string, string, string, string]
  const appTitle = appTitles[app]
  if (!appTitle) return null
  const pageFolder = /^pages\/([^/]+)/.exec(folder)?.[1]
  const sections = app === 'admin' ? adminSections : consoleSections
  const section = pageFolder ? (sections[pageFolder] ?? words(pageFolder)) : 'Layout'
  const screen = screenNames[`${app}/${base}`] ?? words(base.replace(/(Page|View)$/, '') || base)
  return `${appTitle}/${section}/${screen}`
}
