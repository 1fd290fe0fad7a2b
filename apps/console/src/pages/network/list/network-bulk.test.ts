import { describe, expect, it } from 'vitest'
import { demoPriceList } from '@cirrus/domain'
import { makeFirewall, makeIp, makeLoadBalancer, makeNetwork, makeVm } from '@cirrus/domain/fixtures'
import {
  describeFirewall,
  describeIp,
  describeLoadBalancer,
  describeVpc,
  NETWORK_BULK_LABELS,
  planFirewallBulk,
  planIpBulk,
  planLoadBalancerBulk,
  planVpcBulk,
} from './network-bulk'

const assigned = makeIp(
  { name: 'web', assigned_to: makeVm({}, 1).uuid, assigned_to_resource_type: 'virtual_machine' },
  1,
)
const free = makeIp({ name: '' }, 2)

describe('network bulk plans (issue 18)', () => {
  it('unassign applies to the assigned IPs only, and prices them unassigned afterwards (SPEC §3)', () => {
    const plan = planIpBulk('unassign', [assigned, free], demoPriceList)
    expect(plan.targets).toEqual([assigned])
    expect(plan.skipped).toEqual([free])
    // ASSIGNED_FLOATING_IP €0.006849/h → UNASSIGNED_FLOATING_IP €0.012329/h (the demo price list).
    expect(plan.before).toEqual({ amount: '0.006849', currency: 'EUR' })
    expect(plan.after).toEqual({ amount: '0.012329', currency: 'EUR' })
  })

  it('delete releases every selected IP, down to nothing per hour', () => {
    const plan = planIpBulk('delete', [assigned, free], demoPriceList)
    expect(plan.targets).toEqual([assigned, free])
    expect(plan.skipped).toEqual([])
    expect(plan.before).toEqual({ amount: '0.019178', currency: 'EUR' })
    expect(plan.after).toEqual({ amount: '0', currency: 'EUR' })
  })

  it('says nothing of prices it cannot compute (no price list yet)', () => {
    const plan = planIpBulk('delete', [assigned], null)
    expect(plan.before).toBeNull()
  })

  it('deletes every selected load balancer, each one LOAD_BALANCER unit now', () => {
    const lbs = [makeLoadBalancer({}, 1), makeLoadBalancer({}, 2)]
    const plan = planLoadBalancerBulk(lbs, demoPriceList)
    expect(plan.action).toBe('delete')
    expect(plan.targets).toEqual(lbs)
    expect(plan.before).not.toBeNull()
    expect(plan.after).toEqual({ amount: '0', currency: 'EUR' })
  })

  it('deletes the selected VPC networks but the default one, free before and after (SPEC §7)', () => {
    const [defaultNet, backend, staging] = [makeNetwork({}, 1), makeNetwork({}, 2), makeNetwork({}, 3)]
    const plan = planVpcBulk([defaultNet, backend, staging], demoPriceList)
    expect(plan.action).toBe('delete')
    expect(plan.targets).toEqual([backend, staging])
    expect(plan.skipped).toEqual([defaultNet])
    expect(plan.before).toEqual({ amount: '0', currency: 'EUR' })
    expect(plan.after).toEqual({ amount: '0', currency: 'EUR' })
    expect(describeVpc(backend)).toEqual({ key: backend.uuid, label: backend.name })
  })

  it('deletes every selected firewall, free before and after (no firewall price, SPEC §3)', () => {
    const fws = [makeFirewall({ display_name: 'web-fw' }, 1), makeFirewall({}, 2)]
    const plan = planFirewallBulk(fws, null)
    expect(plan.targets).toEqual(fws)
    expect(plan.skipped).toEqual([])
    expect(plan.before).toEqual({ amount: '0', currency: 'EUR' })
    expect(plan.after).toEqual({ amount: '0', currency: 'EUR' })
    expect(describeFirewall(fws[0]!)).toEqual({ key: fws[0]!.uuid, label: 'web-fw' })
  })

  it('names an IP by name and address, an unnamed one by its address', () => {
    expect(describeIp(assigned)).toEqual({ key: assigned.uuid, label: `web (${assigned.address})` })
    expect(describeIp(free)).toEqual({ key: free.uuid, label: free.address })
    const lb = makeLoadBalancer({ display_name: 'edge' }, 3)
    expect(describeLoadBalancer(lb)).toEqual({ key: lb.uuid, label: 'edge' })
  })

  it('labels its actions from the activity texts', () => {
    expect(NETWORK_BULK_LABELS).toEqual({ delete: 'Delete', unassign: 'Unassign' })
  })
})
