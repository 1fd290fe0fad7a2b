import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canOpenAdmin,
  enabledListItems,
  isAdminBareMetalEnabled,
  isAdminPath,
  isSectionEnabled,
  navSections,
  supportLink,
  tracksPageView,
} from './nav.js'
import { defaultConsoleConfig, FEATURE_KEYS, type ConsoleConfig, type FeatureKey } from './schema.js'

/** The default configuration with only the given features on. */
const only = (...on: FeatureKey[]): ConsoleConfig => ({
  ...defaultConsoleConfig,
  features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, on.includes(k)])) as ConsoleConfig['features'],
})
const names = (config: ConsoleConfig) => navSections(config).map((s) => s.name)

describe('navSections: which sections a configuration shows (SPEC §2, §6)', () => {
  it('shows every section, in order, when everything is on', () => {
    expect(names(defaultConsoleConfig)).toEqual([
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

  it('shows the dashboard always', () => {
    expect(names(only())).toEqual(['dashboard'])
  })

  it.each<[FeatureKey, string]>([
    ['virtual_machines', 'compute'],
    ['disks', 'disks'],
    ['bare_metal', 'metal'],
    ['buckets', 'storage'],
    ['vpcs', 'network'],
    ['ip_addresses', 'network'],
    ['load_balancers', 'network'],
    ['managed_services', 'services'],
    ['access_delegation', 'access'],
    ['api_tokens', 'access'],
    ['billing_accounts', 'billing'],
  ])('%s alone shows %s', (feature, section) => {
    expect(names(only(feature))).toEqual(['dashboard', section])
  })

  it('lists only the enabled lists of a section', () => {
    const network = navSections(only('ip_addresses')).find((s) => s.name === 'network')
    expect(network?.lists).toEqual(['ip_address', 'firewall'])
    const access = navSections(only('api_tokens')).find((s) => s.name === 'access')
    expect(access?.lists).toEqual(['api_token'])
  })

  it('firewallEnabled alone does not show the network section, and off removes the firewall list', () => {
    expect(names({ ...only(), firewallEnabled: true })).toEqual(['dashboard'])
    const network = navSections({ ...defaultConsoleConfig, firewallEnabled: false }).find(
      (s) => s.name === 'network',
    )
    expect(network?.lists).toEqual(['vpc', 'ip_address', 'load_balancer'])
  })

  it('a section is shown exactly when one of its features is on (any configuration)', () => {
    const features = fc.record(
      Object.fromEntries(FEATURE_KEYS.map((k) => [k, fc.boolean()])) as Record<
        FeatureKey,
        fc.Arbitrary<boolean>
      >,
    )
    fc.assert(
      fc.property(features, (f) => {
        const config = { ...defaultConsoleConfig, features: f }
        expect(isSectionEnabled(config, 'network')).toBe(f.vpcs || f.ip_addresses || f.load_balancers)
        expect(isSectionEnabled(config, 'access')).toBe(f.access_delegation || f.api_tokens)
        expect(isSectionEnabled(config, 'compute')).toBe(f.virtual_machines)
        expect(isSectionEnabled(config, 'dashboard')).toBe(true)
      }),
    )
  })

  it('an unknown section name is not enabled', () => {
    expect(isSectionEnabled(defaultConsoleConfig, 'nope')).toBe(false)
  })
})

describe('disksEnabled and firewallEnabled empty their lists when off', () => {
  const rows = [{ uuid: 'a' }, { uuid: 'b' }]
  it.each([
    ['disk', { disksEnabled: false }, 0],
    ['disk', { disksEnabled: true }, 2],
    ['firewall', { firewallEnabled: false }, 0],
    ['firewall', { firewallEnabled: true }, 2],
    ['vpc', { disksEnabled: false, firewallEnabled: false }, 2],
  ] as const)('%s list with %o has %i rows', (kind, flags, count) => {
    expect(enabledListItems({ ...defaultConsoleConfig, ...flags }, kind, rows)).toHaveLength(count)
  })
})

describe('admin, support and analytics', () => {
  it('the admin bare-metal flag is its own switch', () => {
    expect(isAdminBareMetalEnabled({ ...defaultConsoleConfig, adminBareMetalEnabled: false })).toBe(false)
    expect(isAdminBareMetalEnabled({ ...only(), adminBareMetalEnabled: true })).toBe(true)
  })

  it.each([
    [null, null],
    ['', null],
    ['https://help.example.com/', 'https://help.example.com/'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('support URL %s gives the link %s', (supportUrl, link) => {
    expect(supportLink({ ...defaultConsoleConfig, supportUrl })).toBe(link)
  })

  it.each([
    [{ is_admin: true }, true],
    [{ is_admin: false }, false],
    [null, false],
  ])('user %o may open /admin: %s', (user, allowed) => {
    expect(canOpenAdmin(user)).toBe(allowed)
  })

  it.each([
    ['/', true],
    ['/compute/create', true],
    ['/administrator', true],
    ['/admin', false],
    ['/admin/', false],
    ['/admin/users', false],
  ])('a page view of %s is tracked: %s', (path, tracked) => {
    expect(tracksPageView(path)).toBe(tracked)
    expect(isAdminPath(path)).toBe(!tracked)
  })
})
