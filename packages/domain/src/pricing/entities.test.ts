import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Bucket } from '../storage/schema.js'
import type { Disk } from '../disk/schema.js'
import type { Ip } from '../ip/schema.js'
import type { LoadBalancer } from '../load-balancer/schema.js'
import { parseServicePackage, type ServicePackage } from '../service/schema.js'
import { parseVm, type Vm } from '../vm/schema.js'
import {
  serviceHourlyPrice,
  vmHourlyPrice,
  type PricedDisk,
  type PricedIp,
  type PricedService,
  type PricedUnit,
  type PricedVm,
} from './engine.js'
import { money } from './money.js'
import { testList } from './test-utils/list.js'

// The engine takes narrow structural inputs; the domain's entity types must satisfy them unchanged.
describe('entity types satisfy the pricing inputs', () => {
  it('at the type level', () => {
    expectTypeOf<Vm>().toExtend<PricedVm>()
    expectTypeOf<Disk>().toExtend<PricedDisk>()
    expectTypeOf<Ip>().toExtend<PricedIp>()
    expectTypeOf<LoadBalancer>().toExtend<PricedUnit>()
    expectTypeOf<Bucket>().toExtend<PricedUnit & { size_bytes: number }>()
    expectTypeOf<ServicePackage>().toExtend<PricedService>()
  })

  it('a parsed Warren VM is priced', () => {
    const vm = parseVm(
      {
        uuid: '0b5c0a9e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
        name: 'web-1',
        status: 'running',
        vcpu: 2,
        memory: 2048,
        billing_account: 1,
        storage: [{ uuid: '0b5c0a9e-1f2d-4c3b-9a8e-7d6c5b4a3f22', size: 20, primary: true, replica: [] }],
      },
      'tll01',
    )
    // 2 × 0.01 + 2 × 0.005 + 20 × 0.0001
    expect(vmHourlyPrice(vm, { list: testList }).price).toEqual(money('0.032', 'EUR'))
  })

  it('a parsed kubernetes-like package with null counts runs one worker', () => {
    const pkg = parseServicePackage({
      uuid: '0b5c0a9e-1f2d-4c3b-9a8e-7d6c5b4a3f23',
      service: 'kubernetes',
      display_name: 'k8s',
      billing_account_id: 1,
      properties: {
        location: 'tll01',
        spec: { provider: { workers: [{ machine: { vcpu: 2, ram: 4096 }, volume: { size: 50 } }] } },
      },
    })
    const price = serviceHourlyPrice(pkg, { list: testList })
    expect(price).toEqual({ min: money('0.045', 'EUR'), max: money('0.045', 'EUR'), warnings: [] })
  })
})
