import { describe, expect, it } from 'vitest'
import { FirewallCreateInputSchema, FirewallUpdateInputSchema } from '@cirrus/domain'
import { makeFirewall } from '@cirrus/domain/fixtures'
import {
  defaultFirewallForm,
  firewallFormErrors,
  firewallFormFromFirewall,
  isFirewallFormValid,
  toFirewallCreateInput,
  toFirewallUpdateInput,
} from './firewall-form'

describe('firewall form', () => {
  it('starts with SSH in from anywhere and the default account; needs a name', () => {
    const form = defaultFirewallForm(7)
    expect(form.rules).toEqual([
      { direction: 'inbound', protocol: 'tcp', portStart: '22', portEnd: '', addresses: '' },
    ])
    const errors = firewallFormErrors(form)
    expect(errors).toEqual({ name: 'Give it a name', rules: [{}] })
    expect(isFirewallFormValid(errors)).toBe(false)
    expect(isFirewallFormValid(firewallFormErrors({ ...form, name: 'web' }))).toBe(true)
  })

  it('reports each bad rule cell by row, and a missing account', () => {
    const errors = firewallFormErrors({
      name: 'web',
      description: '',
      billingAccountId: null,
      rules: [
        { direction: 'inbound', protocol: 'tcp', portStart: '443', portEnd: '', addresses: '' },
        { direction: 'inbound', protocol: 'udp', portStart: '70000', portEnd: '', addresses: '10.0.0.0/99' },
      ],
    })
    expect(errors.billingAccountId).toBe('Choose a billing account')
    expect(errors.rules[0]).toEqual({})
    expect(Object.keys(errors.rules[1]!).sort()).toEqual(['addresses', 'portStart'])
  })

  it('creates with a body the platform accepts', () => {
    const input = toFirewallCreateInput({
      ...defaultFirewallForm(7),
      name: ' web ',
      rules: [
        { direction: 'inbound', protocol: 'tcp', portStart: '80', portEnd: '', addresses: '' },
        { direction: 'inbound', protocol: 'tcp', portStart: '443', portEnd: '', addresses: '203.0.113.0/24' },
      ],
    })
    expect(input).toEqual({
      display_name: 'web',
      billing_account_id: 7,
      rules: [
        { direction: 'inbound', protocol: 'tcp', port_start: 80, endpoint_spec_type: 'any' },
        {
          direction: 'inbound',
          protocol: 'tcp',
          port_start: 443,
          endpoint_spec_type: 'ip_prefixes',
          endpoint_spec: ['203.0.113.0/24'],
        },
      ],
    })
    expect(FirewallCreateInputSchema.safeParse(input).success).toBe(true)
  })

  it('edits an existing firewall and sends a full replace that keeps its rules by uuid', () => {
    const fw = makeFirewall({ display_name: 'web', description: 'SSH and HTTPS' })
    const form = firewallFormFromFirewall(fw)
    expect(form.name).toBe('web')
    const input = toFirewallUpdateInput({ ...form, rules: form.rules.slice(1) })
    expect(input.name).toBe('web')
    expect(input.rules).toEqual([expect.objectContaining({ uuid: fw.rules[1]!.uuid, port_start: 443 })])
    expect(FirewallUpdateInputSchema.safeParse(input).success).toBe(true)
  })
})
