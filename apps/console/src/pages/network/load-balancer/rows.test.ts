import { describe, expect, it } from 'vitest'
import { demoPriceList, loadBalancerHourlyPrice } from '@cirrus/domain'
import { makeLoadBalancer } from '@cirrus/domain/fixtures'
import { loadBalancerRows } from './rows'

describe('load balancer rows', () => {
  it('prices each balancer at one LOAD_BALANCER unit and links its page', () => {
    const lb = makeLoadBalancer({ display_name: 'web' }, 1)
    const [row] = loadBalancerRows([lb], demoPriceList)
    const unit = loadBalancerHourlyPrice(lb, { list: demoPriceList }).price
    expect(row).toEqual({
      id: lb.uuid,
      name: 'web',
      location: lb.location,
      status: 'active',
      secondary: `${lb.public_address} · 1 target · 1 rule`,
      price: unit,
      href: `/network/load_balancer/${lb.location}/${lb.uuid}/`,
    })
    expect(Number(row!.price!.amount)).toBeGreaterThan(0)
  })

  it('shows the private address when there is no public one, and counts in the plural', () => {
    const lb = makeLoadBalancer({ public_address: null, targets: [], forwarding_rules: [] })
    expect(loadBalancerRows([lb], demoPriceList)[0]!.secondary).toBe(
      `${lb.private_address} · 0 targets · 0 rules`,
    )
  })

  it('leaves deleted balancers out and sorts by name', () => {
    const rows = loadBalancerRows(
      [
        makeLoadBalancer({ display_name: 'zeta' }, 1),
        makeLoadBalancer({ display_name: 'alpha' }, 2),
        makeLoadBalancer({ display_name: 'gone', is_deleted: true }, 3),
      ],
      demoPriceList,
    )
    expect(rows.map((r) => r.name)).toEqual(['alpha', 'zeta'])
  })

  it('has no price without a price list, never a zero', () => {
    expect(loadBalancerRows([makeLoadBalancer()], null)[0]!.price).toBeNull()
  })
})
