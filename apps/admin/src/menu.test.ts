import { describe, expect, it } from 'vitest'
import { isSideNavGroup, type SideNavEntry } from '@cirrus/design-system'
import { ADMIN_GROUPS, ADMIN_PAGES, BUILT_ADMIN_PAGES, activePageId, adminMenu } from './menu'

const labels = (entries: SideNavEntry[]) =>
  entries.map((e) =>
    isSideNavGroup(e) ? `${e.heading}: ${e.items.map((i) => i.label).join(', ')}` : e.label,
  )

/** The admin routes of SPEC §2 with a menu entry (the VM console and a machine's history open from rows). */
const SPEC_PATHS = [
  '',
  'virtual_machines',
  'hosts',
  'host_pools',
  'metal/machines',
  'metal/specs',
  'metal/os',
  'load_balancers',
  'floating_ips',
  'buckets',
  'service_packages',
  'vm_images',
  'users',
  'admin_users',
  'accounts',
  'reports',
  'prices',
  'custom_products',
  'campaigns',
  'referral',
  'locations',
  'general',
  'vm_conf',
  'tracking',
  'currencies',
  'configuration',
  'help',
  'test-components',
]

describe('the admin menu (SPEC §2 "Admin app")', () => {
  it('knows every admin route of the spec, each in one of the eight groups', () => {
    // Beyond the spec's list: the monitoring dashboard the Help page links (issue 13 "/help … a monitoring
    // dashboard"), a page of its own in the Platform group.
    expect(ADMIN_PAGES.map((p) => p.path).sort()).toEqual([...SPEC_PATHS, 'monitoring'].sort())
    expect(ADMIN_PAGES.find((p) => p.path === 'monitoring')?.group).toBe('platform')
    expect(ADMIN_GROUPS.map((g) => g.heading)).toEqual([
      'Compute',
      'Metal',
      'Network',
      'Storage',
      'Services',
      'Users & billing',
      'Pricing',
      'Platform',
    ])
  })

  it('shows only built pages, and no group without one', () => {
    expect(labels(adminMenu({ bareMetal: true, built: new Set(['dashboard', 'hosts', 'help']) }))).toEqual([
      'Dashboard',
      'Compute: Hypervisors',
      'Platform: Help',
    ])
    const shown = adminMenu({ bareMetal: true }).flatMap((e) => (isSideNavGroup(e) ? e.items : [e]))
    expect(shown.map((i) => i.id).sort()).toEqual([...BUILT_ADMIN_PAGES].sort())
  })

  it('hides the Metal group while the admin bare-metal flag is off (SPEC §6)', () => {
    const built = new Set(['metal_machines', 'metal_specs', 'hosts'])
    expect(labels(adminMenu({ bareMetal: true, built }))).toEqual([
      'Compute: Hypervisors',
      'Metal: Machines, Machine Types',
    ])
    expect(labels(adminMenu({ bareMetal: false, built }))).toEqual(['Compute: Hypervisors'])
  })

  it('links each page below the /admin basename', () => {
    const [dashboard, compute] = adminMenu({ bareMetal: true, built: new Set(['dashboard', 'host_pools']) })
    expect(dashboard).toMatchObject({ href: '/' })
    expect(isSideNavGroup(compute!) && compute.items[0]).toMatchObject({ href: '/host_pools' })
  })

  it.each([
    ['/', 'dashboard'],
    ['/hosts', 'hosts'],
    ['/host_pools', 'host_pools'],
    ['/metal/machines/history/tll01/abc', 'metal_machines'],
    ['/test-components', 'test_components'],
    ['/nowhere', 'dashboard'],
  ])('marks %s as %s', (path, id) => {
    expect(activePageId(path)).toBe(id)
  })
})
