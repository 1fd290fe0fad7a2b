import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  FirewallCreateInputSchema,
  FirewallRuleInputSchema,
  FirewallUpdateInputSchema,
} from '../firewall/schema.js'
import { makeFirewallRule } from '../fixtures/index.js'
import {
  ForwardingRuleInputSchema,
  LoadBalancerCreateInputSchema,
  LoadBalancerUpdateInputSchema,
} from '../load-balancer/schema.js'
import { NetworkCreateInputSchema, NetworkUpdateInputSchema } from '../network/schema.js'
import { TEXT_LIMITS } from './index.js'
import {
  displayNameError,
  emptyFirewallRuleDraft,
  firewallPortsText,
  firewallRuleDraftErrors,
  firewallRuleDraftsValid,
  firewallRuleFromDraft,
  firewallRuleToDraft,
  forwardingRuleDraftErrors,
  forwardingRuleFromDraft,
  forwardingRuleTableErrors,
  isIpPrefix,
  parsePort,
  PORT_MESSAGE,
  type FirewallRuleDraft,
} from './network.js'

const draft = (over: Partial<FirewallRuleDraft> = {}): FirewallRuleDraft => ({
  ...emptyFirewallRuleDraft(),
  ...over,
})

describe('ports (API-NOTES §6, §8: 1–65535)', () => {
  test.each([
    ['', { ok: true, value: null }],
    ['  ', { ok: true, value: null }],
    ['1', { ok: true, value: 1 }],
    [' 443 ', { ok: true, value: 443 }],
    ['65535', { ok: true, value: 65535 }],
    ['0', { ok: false, error: PORT_MESSAGE }],
    ['65536', { ok: false, error: PORT_MESSAGE }],
    ['-1', { ok: false, error: PORT_MESSAGE }],
    ['80.5', { ok: false, error: PORT_MESSAGE }],
    ['1e3', { ok: false, error: PORT_MESSAGE }],
    ['http', { ok: false, error: PORT_MESSAGE }],
  ])('%j → %j', (text, result) => {
    expect(parsePort(text)).toEqual(result)
  })
  test('every integer 1–65535 is a port, every other integer is not', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 65535 }), (n) => parsePort(String(n)).ok))
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 65536 })),
        (n) => !parsePort(String(n)).ok,
      ),
    )
  })
})

describe('IP prefixes', () => {
  test.each([
    ['10.0.0.1', true],
    ['203.0.113.0/24', true],
    ['0.0.0.0/0', true],
    ['2001:db8::/32', true],
    ['::1', true],
    ['10.0.0.0/33', false],
    ['10.0.0', false],
    ['256.1.1.1', false],
    ['example.com', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isIpPrefix(value)).toBe(ok)
  })
})

describe('firewall rule rows', () => {
  test('a blank TCP row means all ports from any address, and is valid', () => {
    expect(firewallRuleDraftErrors(draft())).toEqual({})
    expect(firewallRuleFromDraft(draft())).toEqual({
      direction: 'inbound',
      protocol: 'tcp',
      endpoint_spec_type: 'any',
    })
  })

  test('each bad cell says why, beside its own cell', () => {
    expect(firewallRuleDraftErrors(draft({ portStart: '0' }))).toEqual({ portStart: PORT_MESSAGE })
    expect(firewallRuleDraftErrors(draft({ portStart: '22', portEnd: '70000' }))).toEqual({
      portEnd: PORT_MESSAGE,
    })
    expect(firewallRuleDraftErrors(draft({ portStart: '8080', portEnd: '80' }))).toEqual({
      portEnd: 'The last port must not be below the first',
    })
    expect(firewallRuleDraftErrors(draft({ portEnd: '80' }))).toEqual({
      portStart: 'Give the first port of the range',
    })
    expect(firewallRuleDraftErrors(draft({ addresses: '10.0.0.0/8, 10.0.0.0/99 bad' }))).toEqual({
      addresses: 'Use IP addresses or CIDR prefixes, e.g. 203.0.113.0/24 (not 10.0.0.0/99, bad)',
    })
    expect(firewallRuleDraftErrors(draft({ protocol: 'icmp', portStart: '22' }))).toEqual({
      portStart: 'ICMP has no ports',
    })
  })

  test('a valid row becomes the API rule the platform schema accepts', () => {
    const row = draft({
      direction: 'outbound',
      protocol: 'udp',
      portStart: '53',
      portEnd: '54',
      addresses: '10.0.0.0/8 192.0.2.1',
    })
    expect(firewallRuleDraftErrors(row)).toEqual({})
    const rule = firewallRuleFromDraft(row)
    expect(rule).toEqual({
      direction: 'outbound',
      protocol: 'udp',
      port_start: 53,
      port_end: 54,
      endpoint_spec_type: 'ip_prefixes',
      endpoint_spec: ['10.0.0.0/8', '192.0.2.1'],
    })
    expect(FirewallRuleInputSchema.safeParse(rule).success).toBe(true)
  })

  test('the form and the platform agree: a row the form accepts, the platform accepts', () => {
    const cell = fc.constantFrom('', '1', '22', '443', '8080', '65535', '0', '70000', 'x')
    const addresses = fc.constantFrom('', '10.0.0.0/8', '0.0.0.0/0, ::/0', 'nope', '10.0.0.0/40')
    fc.assert(
      fc.property(
        fc.constantFrom('inbound', 'outbound' as const),
        fc.constantFrom('tcp', 'udp', 'icmp', 'any' as const),
        cell,
        cell,
        addresses,
        (direction, protocol, portStart, portEnd, addr) => {
          const row = draft({ direction, protocol, portStart, portEnd, addresses: addr })
          if (!firewallRuleDraftsValid([row])) return true
          return FirewallRuleInputSchema.safeParse(firewallRuleFromDraft(row)).success
        },
      ),
    )
  })

  test('a platform rule round-trips through a row, keeping its uuid', () => {
    const rule = makeFirewallRule({
      port_start: 8000,
      port_end: 8080,
      endpoint_spec_type: 'ip_prefixes',
      endpoint_spec: ['10.0.0.0/8'],
    })
    const row = firewallRuleToDraft(rule)
    expect(row).toEqual({
      uuid: rule.uuid,
      direction: 'inbound',
      protocol: 'tcp',
      portStart: '8000',
      portEnd: '8080',
      addresses: '10.0.0.0/8',
    })
    expect(firewallRuleFromDraft(row)).toMatchObject({ uuid: rule.uuid, port_start: 8000, port_end: 8080 })
    // A single port comes back with `port_end` filled in; the row shows it once.
    expect(firewallRuleToDraft(makeFirewallRule({ port_start: 22, port_end: 22 })).portEnd).toBe('')
  })

  test.each([
    [{ port_start: null, port_end: null, protocol: 'tcp' as const }, 'All'],
    [{ port_start: null, port_end: null, protocol: 'icmp' as const }, '—'],
    [{ port_start: 22, port_end: 22, protocol: 'tcp' as const }, '22'],
    [{ port_start: 22, port_end: null, protocol: 'tcp' as const }, '22'],
    [{ port_start: 8000, port_end: 8080, protocol: 'udp' as const }, '8000–8080'],
  ])('ports text %j → %s', (rule, text) => {
    expect(firewallPortsText(rule)).toBe(text)
  })
})

describe('forwarding rules', () => {
  test('both ports are required and in range', () => {
    expect(forwardingRuleDraftErrors({ sourcePort: '', targetPort: '' })).toEqual({
      sourcePort: 'Give the port the balancer listens on',
      targetPort: 'Give the port of the targets',
    })
    expect(forwardingRuleDraftErrors({ sourcePort: '0', targetPort: '99999' })).toEqual({
      sourcePort: PORT_MESSAGE,
      targetPort: PORT_MESSAGE,
    })
    expect(forwardingRuleDraftErrors({ sourcePort: '80', targetPort: '8080' })).toEqual({})
  })

  test('a source port is forwarded once: against the balancer and the rows above', () => {
    expect(forwardingRuleDraftErrors({ sourcePort: '80', targetPort: '80' }, [80])).toEqual({
      sourcePort: 'Port 80 is already forwarded',
    })
    expect(
      forwardingRuleTableErrors(
        [
          { sourcePort: '80', targetPort: '80' },
          { sourcePort: '443', targetPort: '8443' },
          { sourcePort: '80', targetPort: '8080' },
        ],
        [{ source_port: 443 }],
      ),
    ).toEqual([
      {},
      { sourcePort: 'Port 443 is already forwarded' },
      { sourcePort: 'Port 80 is already forwarded' },
    ])
  })

  test('a valid rule becomes the body the platform schema accepts', () => {
    const rule = forwardingRuleFromDraft({ sourcePort: ' 80', targetPort: '8080 ' })
    expect(rule).toEqual({ source_port: 80, target_port: 8080 })
    expect(ForwardingRuleInputSchema.safeParse(rule).success).toBe(true)
  })
})

describe('network resource names', () => {
  test.each([
    ['web', null],
    ['  ', 'Give it a name'],
    ['', 'Give it a name'],
    ['a'.repeat(TEXT_LIMITS.name), null],
    ['a'.repeat(TEXT_LIMITS.name + 1), `Use at most ${TEXT_LIMITS.name} characters`],
  ])('%j → %j', (name, error) => {
    expect(displayNameError(name)).toBe(error)
  })

  test.each([
    ['load balancer create', () => LoadBalancerCreateInputSchema, 'display_name'],
    ['load balancer rename', () => LoadBalancerUpdateInputSchema, 'display_name'],
    ['firewall create', () => FirewallCreateInputSchema, 'display_name'],
    ['firewall update', () => FirewallUpdateInputSchema, 'name'],
    ['network create', () => NetworkCreateInputSchema, 'name'],
    ['network rename', () => NetworkUpdateInputSchema, 'name'],
  ] as const)('the %s schema refuses a name of spaces with the form’s words', (_, schema, field) => {
    const result = schema().safeParse({ [field]: '   ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: [field], message: 'Give it a name' }),
    )
    expect(schema().safeParse({ [field]: 'web' }).success).toBe(true)
  })
})
