/**
 * What the platform configuration switches on and off (SPEC.md §6, §2 "Side nav sections"): nav sections,
 * the lists inside them, the admin bare-metal pages, the support button. Rules as data plus small helpers.
 */
import type { ConsoleConfig, FeatureKey } from './schema.js'

/** A side-nav section name (SPEC.md §2). */
export type NavSectionName =
  'dashboard' | 'compute' | 'disks' | 'metal' | 'storage' | 'network' | 'services' | 'access' | 'billing'

/** A kind of list inside a section (SPEC.md §2: the type tags in brackets). */
export type NavListKind =
  | 'virtual_machine'
  | 'disk'
  | 'bare_metal'
  | 'bucket'
  | 'vpc'
  | 'ip_address'
  | 'load_balancer'
  | 'firewall'
  | 'managed_service'
  | 'access_delegation'
  | 'api_token'
  | 'billing_account'

/**
 * The sections in nav order, each list with the feature that shows it. A section is shown when any of its lists
 * is (dashboard always). Firewalls live under network (their detail route is /network/firewall/…) and are
 * governed by `firewallEnabled`, not a feature, so they never show the network section on their own.
 */
export const NAV_SECTIONS: readonly {
  name: NavSectionName
  label: string
  path: string
  lists: readonly { kind: NavListKind; feature: FeatureKey | null }[]
}[] = [
  { name: 'dashboard', label: 'Dashboard', path: '/', lists: [] },
  {
    name: 'compute',
    label: 'Compute',
    path: '/compute',
    lists: [{ kind: 'virtual_machine', feature: 'virtual_machines' }],
  },
  { name: 'disks', label: 'Disks', path: '/disks', lists: [{ kind: 'disk', feature: 'disks' }] },
  {
    name: 'metal',
    label: 'Bare Metal',
    path: '/metal',
    lists: [{ kind: 'bare_metal', feature: 'bare_metal' }],
  },
  { name: 'storage', label: 'Storage', path: '/storage', lists: [{ kind: 'bucket', feature: 'buckets' }] },
  {
    name: 'network',
    label: 'Network',
    path: '/network',
    lists: [
      { kind: 'vpc', feature: 'vpcs' },
      { kind: 'ip_address', feature: 'ip_addresses' },
      { kind: 'load_balancer', feature: 'load_balancers' },
      { kind: 'firewall', feature: null },
    ],
  },
  {
    name: 'services',
    label: 'Services',
    path: '/services',
    lists: [{ kind: 'managed_service', feature: 'managed_services' }],
  },
  {
    name: 'access',
    label: 'Access',
    path: '/access',
    lists: [
      { kind: 'access_delegation', feature: 'access_delegation' },
      { kind: 'api_token', feature: 'api_tokens' },
    ],
  },
  {
    name: 'billing',
    label: 'Billing',
    path: '/billing',
    lists: [{ kind: 'billing_account', feature: 'billing_accounts' }],
  },
]

/** A section as the side nav shows it. */
export type NavSection = {
  name: NavSectionName
  label: string
  /** The section's root path. */
  path: string
  /** The lists shown in the section, in order. */
  lists: NavListKind[]
}

/**
 * The side-nav sections a configuration shows, in order (SPEC.md §2, §6): dashboard always; compute ←
 * virtual_machines; disks ← disks; metal ← bare_metal; storage ← buckets; network ← any of vpcs,
 * ip_addresses, load_balancers (plus the firewall list when `firewallEnabled`); services ← managed_services;
 * access ← access_delegation or api_tokens; billing ← billing_accounts.
 */
export function navSections(config: ConsoleConfig): NavSection[] {
  const sections: NavSection[] = []
  for (const section of NAV_SECTIONS) {
    const featured = section.lists.filter((l) => l.feature !== null && config.features[l.feature])
    if (section.name !== 'dashboard' && featured.length === 0) continue
    const lists = section.lists
      .filter((l) =>
        l.feature === null ? l.kind === 'firewall' && config.firewallEnabled : config.features[l.feature],
      )
      .map((l) => l.kind)
    sections.push({ name: section.name, label: section.label, path: section.path, lists })
  }
  return sections
}

/** Whether a section name is shown by a configuration (e.g. to refuse /section/{name} for a hidden one). */
export function isSectionEnabled(config: ConsoleConfig, name: string): boolean {
  return navSections(config).some((s) => s.name === name)
}

/**
 * The rows a disk or firewall list shows: all of them, or none when `disksEnabled` / `firewallEnabled` is off
 * (SPEC.md §6 "Flags disksEnabled and firewallEnabled empty the lists when off"). Other kinds pass through.
 */
export function enabledListItems<T>(config: ConsoleConfig, kind: NavListKind, items: readonly T[]): T[] {
  if (kind === 'disk' && !config.disksEnabled) return []
  if (kind === 'firewall' && !config.firewallEnabled) return []
  return [...items]
}

/** Whether the admin app shows its bare metal pages (SPEC.md §6 "A separate admin flag enables bare metal"). */
export function isAdminBareMetalEnabled(config: ConsoleConfig): boolean {
  return config.adminBareMetalEnabled
}

/**
 * The support button's link (SPEC.md §2: shown when a support URL is configured), or null. Only http(s) and
 * mailto URLs are accepted: the value becomes an href, and a `javascript:` URL there would run script.
 */
export function supportLink(config: ConsoleConfig): string | null {
  const url = config.supportUrl?.trim()
  if (!url) return null
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:' ? url : null
  } catch {
    return null
  }
}

/** Whether a user may open /admin (SPEC.md §6); others see 'Only for administrative users'. */
export function canOpenAdmin(user: { is_admin: boolean } | null | undefined): boolean {
  return user?.is_admin === true
}

/** Whether a path is part of the admin app: /admin and everything under /admin/. */
export function isAdminPath(path: string): boolean {
  return (
    path === '/admin' ||
    path.startsWith('/admin/') ||
    path.startsWith('/admin?') ||
    path.startsWith('/admin#')
  )
}

/** Whether a route load sends a page-view event: every path except admin paths (SPEC.md §2, §6). */
export function tracksPageView(path: string): boolean {
  return !isAdminPath(path)
}
