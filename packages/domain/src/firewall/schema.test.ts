import { expect, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeFirewall } from '../fixtures/index.js'
import {
  FirewallRuleInputSchema,
  FirewallUpdateInputSchema,
  WarrenFirewallSchema,
  parseFirewall,
} from './schema.js'

const raw = stripTags(makeFirewall())

test("the doc's list example spells name: it is read as display_name (API-NOTES §6)", () => {
  const { display_name, ...rest } = raw
  expect(WarrenFirewallSchema.parse({ ...rest, name: display_name }).display_name).toBe(display_name)
  expect(parseFirewall(raw, 'tll01')).toMatchObject({ type: 'firewall', location: 'tll01' })
})

test('rule input: port_start must not be above port_end', () => {
  const rule = { protocol: 'tcp', direction: 'inbound', endpoint_spec_type: 'any' }
  expect(FirewallRuleInputSchema.safeParse({ ...rule, port_start: '80', port_end: '443' }).success).toBe(true)
  expect(FirewallRuleInputSchema.safeParse({ ...rule, port_start: 443, port_end: 80 }).success).toBe(false)
  expect(FirewallRuleInputSchema.safeParse({ ...rule, port_start: 0 }).success).toBe(false)
  expect(FirewallRuleInputSchema.safeParse({ ...rule, port_end: 80 }).success).toBe(false)
})

test('rule input: ip_prefixes needs valid CIDRs or addresses', () => {
  const rule = { protocol: 'udp', direction: 'outbound', endpoint_spec_type: 'ip_prefixes' }
  expect(
    FirewallRuleInputSchema.safeParse({ ...rule, endpoint_spec: ['10.0.0.0/8', '2001:db8::/32'] }).success,
  ).toBe(true)
  expect(FirewallRuleInputSchema.safeParse({ ...rule, endpoint_spec: '192.0.2.1' }).success).toBe(true)
  expect(FirewallRuleInputSchema.safeParse({ ...rule, endpoint_spec: ['10.0.0.0/33'] }).success).toBe(false)
  expect(FirewallRuleInputSchema.safeParse({ ...rule }).success).toBe(false)
  expect(
    FirewallRuleInputSchema.safeParse({ ...rule, protocol: 'sctp', endpoint_spec: ['10.0.0.0/8'] }).success,
  ).toBe(false)
})

test('update body: Warren names it name; display_name is accepted as name', () => {
  expect(FirewallUpdateInputSchema.parse({ display_name: 'web' })).toEqual({ name: 'web', rules: [] })
})
