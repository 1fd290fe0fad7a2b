import { describe, expect, it } from 'vitest'
import { demoPriceList, ipHourlyPrice, loadBalancerHourlyPrice } from '@cirrus/domain'
import { loadBalancerPrice } from './price'

describe('load balancer price', () => {
  it('prices the balancer before sending: one LOAD_BALANCER unit, plus the assigned IP when reserved', () => {
    const list = { list: demoPriceList }
    const lb = Number(loadBalancerHourlyPrice({}, list).price!.amount)
    const ip = Number(ipHourlyPrice({ assigned_to: 'x' }, list).price!.amount)
    const withIp = loadBalancerPrice(true, demoPriceList)
    expect(Number(withIp.total!.amount)).toBeCloseTo(lb + ip, 9)
    expect(loadBalancerPrice(false, demoPriceList)).toEqual({
      balancer: loadBalancerHourlyPrice({}, list).price,
      publicIp: null,
      total: loadBalancerHourlyPrice({}, list).price,
    })
    expect(loadBalancerPrice(true, null).total).toBeNull()
  })
})
