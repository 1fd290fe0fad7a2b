import { describe, expect, it } from 'vitest'
import { defaultConsoleConfig, type ConsoleConfig } from '@cirrus/domain'
import { sectionHref, sectionOfPath, sectionRoute, shownSections } from './sections'

const config = (features: Partial<ConsoleConfig['features']> = {}): ConsoleConfig => ({
  ...defaultConsoleConfig,
  features: { ...defaultConsoleConfig.features, ...features },
})

describe('side nav sections (SPEC §2, §6)', () => {
  it('shows only built sections, never a placeholder', () => {
    expect(shownSections(config()).map((s) => s.name)).toEqual([
      'dashboard',
      'compute',
      'disks',
      'metal',
      'storage',
      'network',
      'services',
      'access',
      'billing',
    ])
  })

  it('hides disks when the disks feature is switched off (SPEC §6)', () => {
    expect(shownSections(config({ disks: false })).map((s) => s.name)).toEqual([
      'dashboard',
      'compute',
      'metal',
      'storage',
      'network',
      'services',
      'access',
      'billing',
    ])
  })

  it('shows network while any of VPCs, IPs or load balancers is on, firewalls alone never (SPEC §2, §6)', () => {
    const off = { vpcs: false, ip_addresses: false, load_balancers: false }
    expect(shownSections(config(off)).map((s) => s.name)).not.toContain('network')
    expect(shownSections(config({ ...off, ip_addresses: true })).map((s) => s.name)).toContain('network')
  })

  it('hides services when managed services are switched off (SPEC §6)', () => {
    expect(shownSections(config({ managed_services: false })).map((s) => s.name)).not.toContain('services')
  })

  it('hides compute when virtual machines are switched off', () => {
    expect(shownSections(config({ virtual_machines: false })).map((s) => s.name)).toEqual([
      'dashboard',
      'disks',
      'metal',
      'storage',
      'network',
      'services',
      'access',
      'billing',
    ])
  })

  it('hides bare metal when its feature or the admin flag that enables it is off', () => {
    const withoutMetal = [
      'dashboard',
      'compute',
      'disks',
      'storage',
      'network',
      'services',
      'access',
      'billing',
    ]
    expect(shownSections(config({ bare_metal: false })).map((s) => s.name)).toEqual(withoutMetal)
    const adminOff = { ...config(), adminBareMetalEnabled: false }
    expect(shownSections(adminOff).map((s) => s.name)).toEqual(withoutMetal)
    expect(sectionRoute('metal', { isMobile: true, sections: shownSections(adminOff) }).kind).toBe(
      'not-defined',
    )
  })

  it('shows billing while billing accounts are on, and hides it when they are off (SPEC §6)', () => {
    expect(shownSections(config()).map((s) => s.name)).toContain('billing')
    expect(shownSections(config({ billing_accounts: false })).map((s) => s.name)).not.toContain('billing')
  })

  it('shows access while access delegation or API tokens is on (SPEC §2, §6)', () => {
    const off = { access_delegation: false, api_tokens: false }
    expect(shownSections(config(off)).map((s) => s.name)).not.toContain('access')
    expect(shownSections(config({ ...off, api_tokens: true })).map((s) => s.name)).toContain('access')
  })

  it('hides storage when buckets are switched off', () => {
    expect(shownSections(config({ buckets: false })).map((s) => s.name)).toEqual([
      'dashboard',
      'compute',
      'disks',
      'metal',
      'network',
      'services',
      'access',
      'billing',
    ])
  })

  it('leads to the section list screen on mobile and to the section on a larger screen', () => {
    const [dashboard, compute] = shownSections(config())
    expect(sectionHref(compute!, true)).toBe('/section/compute')
    expect(sectionHref(compute!, false)).toBe('/compute')
    expect(sectionHref(dashboard!, true)).toBe('/')
  })

  it.each([
    ['/compute', 'compute'],
    ['/compute/vm/tll01/abc/', 'compute'],
    ['/disks/disk/tll01/abc/', 'disks'],
    ['/section/disks', 'disks'],
    ['/metal/lease/abc/', 'metal'],
    ['/metal/create', 'metal'],
    ['/computers', 'dashboard'],
    ['/section/compute', 'compute'],
    ['/profile/', 'dashboard'],
    ['/network/vpc/tll01/abc/', 'network'],
    ['/network/create/ip_address', 'network'],
    ['/', 'dashboard'],
  ])('%s belongs to %s', (path, section) => {
    expect(sectionOfPath(path, shownSections(config()))).toBe(section)
  })
})

describe('/section/{name} (SPEC §2)', () => {
  const sections = shownSections(config())

  it('redirects to / on a device that is not mobile, whatever the name', () => {
    expect(sectionRoute('compute', { isMobile: false, sections })).toEqual({ kind: 'redirect', to: '/' })
    expect(sectionRoute('nope', { isMobile: false, sections })).toEqual({ kind: 'redirect', to: '/' })
  })

  it('says an unknown name is not defined', () => {
    expect(sectionRoute('nope', { isMobile: true, sections })).toEqual({
      kind: 'not-defined',
      message: 'Section "nope" not defined',
    })
  })

  it('treats a hidden section as not defined', () => {
    const hidden = shownSections(config({ virtual_machines: false }))
    expect(sectionRoute('compute', { isMobile: true, sections: hidden }).kind).toBe('not-defined')
  })

  it('shows the list of a known section', () => {
    const route = sectionRoute('compute', { isMobile: true, sections })
    expect(route.kind === 'list' && route.section.name).toBe('compute')
  })
})
