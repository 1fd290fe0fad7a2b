/**
 * The admin side menu (SPEC §2 "Admin app"): every admin route of the spec in its group (Compute, Metal, Network,
 * Storage, Services, Users & billing, Pricing, Platform). Only the pages that are built appear
 * ({@link BUILT_ADMIN_PAGES}: add a page's id when its route exists in routes.tsx); a group without a built page
 * is left out, and the Metal group only shows while the admin bare-metal flag is on (SPEC §6).
 */
import type { ReactNode } from 'react'
import {
  ActivityLogIcon,
  ArchiveIcon,
  BarChartIcon,
  CardStackIcon,
  ComponentInstanceIcon,
  CubeIcon,
  DashboardIcon,
  DesktopIcon,
  DiscIcon,
  GearIcon,
  GlobeIcon,
  IdCardIcon,
  InfoCircledIcon,
  LayersIcon,
  MixerHorizontalIcon,
  PersonIcon,
  QuestionMarkCircledIcon,
  ReaderIcon,
  RocketIcon,
  Share1Icon,
  StackIcon,
  TargetIcon,
  TokensIcon,
  CountdownTimerIcon,
  LockClosedIcon,
  HeartIcon,
  Link2Icon,
} from '@radix-ui/react-icons'
import type { SideNavEntry, SideNavGroup } from '@cirrus/design-system'

/** The menu's groups, in order (issue 13). */
export const ADMIN_GROUPS = [
  { id: 'compute', heading: 'Compute' },
  { id: 'metal', heading: 'Metal' },
  { id: 'network', heading: 'Network' },
  { id: 'storage', heading: 'Storage' },
  { id: 'services', heading: 'Services' },
  { id: 'billing', heading: 'Users & billing' },
  { id: 'pricing', heading: 'Pricing' },
  { id: 'platform', heading: 'Platform' },
] as const

/** A menu group's id. */
export type AdminGroupId = (typeof ADMIN_GROUPS)[number]['id']

/** One admin page of SPEC §2: its id, menu label, path below /admin ('' for the dashboard) and group. */
export type AdminPage = {
  id: string
  label: string
  path: string
  group: AdminGroupId | null
  icon: ReactNode
}

/**
 * Every admin route of SPEC §2 that has a menu entry (the VM console and a machine's history open from their
 * rows). Paths are relative to /admin.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { id: 'dashboard', label: 'Dashboard', path: '', group: null, icon: <DashboardIcon /> },
  {
    id: 'virtual_machines',
    label: 'Virtual machines',
    path: 'virtual_machines',
    group: 'compute',
    icon: <DesktopIcon />,
  },
  { id: 'hosts', label: 'Hypervisors', path: 'hosts', group: 'compute', icon: <CubeIcon /> },
  { id: 'host_pools', label: 'Hypervisor Pools', path: 'host_pools', group: 'compute', icon: <StackIcon /> },
  { id: 'vm_images', label: 'Images', path: 'vm_images', group: 'compute', icon: <DiscIcon /> },
  {
    id: 'metal_machines',
    label: 'Machines',
    path: 'metal/machines',
    group: 'metal',
    icon: <ComponentInstanceIcon />,
  },
  { id: 'metal_specs', label: 'Machine Types', path: 'metal/specs', group: 'metal', icon: <LayersIcon /> },
  { id: 'metal_os', label: 'Operating Systems', path: 'metal/os', group: 'metal', icon: <DiscIcon /> },
  {
    id: 'load_balancers',
    label: 'Load balancers',
    path: 'load_balancers',
    group: 'network',
    icon: <Share1Icon />,
  },
  { id: 'floating_ips', label: 'IP addresses', path: 'floating_ips', group: 'network', icon: <TargetIcon /> },
  { id: 'vm_conf', label: 'Network', path: 'vm_conf', group: 'network', icon: <GlobeIcon /> },
  { id: 'buckets', label: 'Object Storage', path: 'buckets', group: 'storage', icon: <ArchiveIcon /> },
  {
    id: 'service_packages',
    label: 'Services',
    path: 'service_packages',
    group: 'services',
    icon: <RocketIcon />,
  },
  { id: 'users', label: 'Users', path: 'users', group: 'billing', icon: <PersonIcon /> },
  {
    id: 'admin_users',
    label: 'Admin users',
    path: 'admin_users',
    group: 'billing',
    icon: <LockClosedIcon />,
  },
  { id: 'accounts', label: 'Billing Accounts', path: 'accounts', group: 'billing', icon: <CardStackIcon /> },
  { id: 'reports', label: 'Invoices & Reports', path: 'reports', group: 'billing', icon: <ReaderIcon /> },
  {
    id: 'custom_products',
    label: 'Custom products',
    path: 'custom_products',
    group: 'billing',
    icon: <IdCardIcon />,
  },
  { id: 'campaigns', label: 'Campaigns', path: 'campaigns', group: 'billing', icon: <HeartIcon /> },
  { id: 'referral', label: 'Referral Program', path: 'referral', group: 'billing', icon: <Link2Icon /> },
  { id: 'prices', label: 'Price Lists', path: 'prices', group: 'pricing', icon: <TokensIcon /> },
  { id: 'currencies', label: 'Currencies', path: 'currencies', group: 'pricing', icon: <BarChartIcon /> },
  { id: 'locations', label: 'Locations', path: 'locations', group: 'platform', icon: <GlobeIcon /> },
  { id: 'general', label: 'General', path: 'general', group: 'platform', icon: <InfoCircledIcon /> },
  {
    id: 'configuration',
    label: 'Platform Configuration',
    path: 'configuration',
    group: 'platform',
    icon: <GearIcon />,
  },
  {
    id: 'tracking',
    label: 'Tracking Codes',
    path: 'tracking',
    group: 'platform',
    icon: <CountdownTimerIcon />,
  },
  { id: 'help', label: 'Help', path: 'help', group: 'platform', icon: <QuestionMarkCircledIcon /> },
  { id: 'monitoring', label: 'Monitoring', path: 'monitoring', group: 'platform', icon: <ActivityLogIcon /> },
  {
    id: 'test_components',
    label: 'Test components',
    path: 'test-components',
    group: 'platform',
    icon: <MixerHorizontalIcon />,
  },
]

/**
 * The pages that exist: the menu shows only these. A new admin screen adds its id here in the same change that
 * adds its route (routes.tsx).
 */
export const BUILT_ADMIN_PAGES: ReadonlySet<string> = new Set([
  'dashboard',
  'hosts',
  'host_pools',
  'locations',
  'vm_images',
  'prices',
  'currencies',
  'configuration',
  'general',
  'help',
  'monitoring',
  'test_components',
  'virtual_machines',
  'users',
  'admin_users',
  'accounts',
  'metal_machines',
  'metal_specs',
  'metal_os',
  'vm_conf',
  'floating_ips',
  'load_balancers',
  'buckets',
  'service_packages',
  'reports',
  'custom_products',
  'campaigns',
  'referral',
  'tracking',
])

export { ADMIN_BASE } from './app/base'

/** A page's address below the router's basename: `/` for the dashboard, `/hosts`… */
export const pageHref = (page: Pick<AdminPage, 'path'>) => `/${page.path}`

/** What decides the menu besides the built pages: the admin bare-metal flag (SPEC §6). */
export type AdminMenuOptions = { bareMetal: boolean; built?: ReadonlySet<string> }

/** The menu entries: the dashboard, then each group with its built pages; empty groups are left out. */
export function adminMenu({ bareMetal, built = BUILT_ADMIN_PAGES }: AdminMenuOptions): SideNavEntry[] {
  const item = (page: AdminPage) => ({
    id: page.id,
    label: page.label,
    href: pageHref(page),
    icon: page.icon,
  })
  const shown = ADMIN_PAGES.filter((p) => built.has(p.id) && (p.group !== 'metal' || bareMetal))
  const top = shown.filter((p) => p.group === null).map(item)
  const groups: SideNavGroup[] = ADMIN_GROUPS.map((g) => ({
    id: g.id,
    heading: g.heading,
    items: shown.filter((p) => p.group === g.id).map(item),
  })).filter((g) => g.items.length > 0)
  return [...top, ...groups]
}

/** The page a path below the basename belongs to (longest matching page path), for the menu's current entry. */
export function activePageId(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '')
  const match = ADMIN_PAGES.filter(
    (p) => p.path !== '' && (path === p.path || path.startsWith(`${p.path}/`)),
  ).sort((a, b) => b.path.length - a.path.length)[0]
  return match?.id ?? 'dashboard'
}
