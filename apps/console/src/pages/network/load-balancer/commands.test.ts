import { describe, expect, it } from 'vitest'
import { toCurl } from '@cirrus/domain'
import { makeLoadBalancer } from '@cirrus/domain/fixtures'
import { loadBalancerCommandMessages, loadBalancerCommandRequest, type LoadBalancerCommand } from './commands'

const lb = makeLoadBalancer()
const at = `/v1/${lb.location}/network/load_balancers/${lb.uuid}`

describe('load balancer commands', () => {
  it.each<[LoadBalancerCommand, string, string]>([
    [{ type: 'rename', name: 'api' }, `PATCH ${at}`, 'Load Balancer renamed'],
    [
      { type: 'changeBillingAccount', billingAccountId: 7 },
      `PUT ${at}/billing_account`,
      'Load Balancer billing account changed',
    ],
    [{ type: 'addTarget', vmUuid: 'v' }, `POST ${at}/targets`, 'Target added'],
    [{ type: 'removeTarget', targetUuid: 'v' }, `DELETE ${at}/targets/v`, 'Target removed'],
    [
      { type: 'addForwardingRule', rule: { source_port: 80, target_port: 80 } },
      `POST ${at}/forwarding_rules`,
      'Forwarding rule added',
    ],
    [
      { type: 'removeForwardingRule', ruleUuid: 'r' },
      `DELETE ${at}/forwarding_rules/r`,
      'Forwarding rule removed',
    ],
    [{ type: 'delete' }, `DELETE ${at}`, 'Load Balancer deleted'],
  ])('%o: %s, "%s"', (command, call, success) => {
    const request = loadBalancerCommandRequest(lb, command)
    expect(`${request.method} ${request.path}`).toBe(call)
    expect(loadBalancerCommandMessages(command).success).toBe(success)
  })

  it('shows the billing change with set_id in the query, as the client sends it', () => {
    const curl = toCurl(
      loadBalancerCommandRequest(lb, { type: 'changeBillingAccount', billingAccountId: 7 }),
      {
        baseUrl: 'https://console.example',
      },
    )
    expect(curl).toContain(`https://console.example${at}/billing_account?set_id=7`)
  })
})
