import { describe, expect, it, vi } from 'vitest'
import { money } from '../pricing/money.js'
import {
  BILLING_MOVE_KINDS,
  billingMovePlan,
  billingMoveRequest,
  moveToBillingAccount,
  type BillingMoveClient,
  type BillingMoveKind,
  type BillingMoveTarget,
} from './move.js'

const targets: Record<BillingMoveKind, BillingMoveTarget> = {
  vm: { kind: 'vm', location: 'tll01', uuid: 'vm-1' },
  disk: { kind: 'disk', location: 'tll01', uuid: 'd-1' },
  ip: { kind: 'ip', location: 'tll01', address: '192.0.2.10' },
  load_balancer: { kind: 'load_balancer', location: 'tll01', uuid: 'lb-1' },
  service: { kind: 'service', uuid: 's-1' },
  bucket: { kind: 'bucket', name: 'logs' },
}

describe('billingMoveRequest: the call that moves each kind (API-NOTES)', () => {
  it.each([
    [
      'vm',
      'POST',
      '/v1/tll01/user-resource/resource_billing',
      { uuid: 'vm-1', billing_account_id: 7, resource_type: 'vm' },
    ],
    ['disk', 'PATCH', '/v1/tll01/storage/disks/d-1', { billing_account_id: 7 }],
    ['ip', 'PATCH', '/v1/tll01/network/ip_addresses/192.0.2.10', { billing_account_id: 7 }],
    ['load_balancer', 'PUT', '/v1/tll01/network/load_balancers/lb-1/billing_account', undefined],
    ['service', 'PATCH', '/v1/user-resource/service/package/s-1', { billing_account_id: 7 }],
    ['bucket', 'PATCH', '/v1/storage/bucket', { name: 'logs', billing_account_id: 7 }],
  ] as const)('%s → %s %s', (kind, method, path, body) => {
    const request = billingMoveRequest(targets[kind], 7)
    expect(request).toMatchObject({ method, path })
    expect(request.body).toEqual(body)
  })

  it('sends the load balancer account as ?set_id= and JSON for the IP and the service', () => {
    expect(billingMoveRequest(targets.load_balancer, 7).query).toEqual({ set_id: '7' })
    expect(billingMoveRequest(targets.ip, 7).encoding).toBe('json')
    expect(billingMoveRequest(targets.service, 7).encoding).toBe('json')
    expect(billingMoveRequest(targets.disk, 7).encoding).toBeUndefined()
  })

  it('covers every kind', () => {
    expect(Object.keys(targets).sort()).toEqual([...BILLING_MOVE_KINDS].sort())
  })

  it('refuses an account id out of bounds', () => {
    expect(() => billingMoveRequest(targets.disk, 0)).toThrow()
    expect(() => billingMoveRequest(targets.disk, 2 ** 31)).toThrow()
    expect(() => billingMoveRequest(targets.disk, 1.5)).toThrow()
  })
})

describe('moveToBillingAccount: one client call per kind', () => {
  const client = () => {
    const ok = () => vi.fn(async () => undefined)
    return {
      vm: { setBillingAccount: ok() },
      disk: { setBillingAccount: ok() },
      ip: { setBillingAccount: ok() },
      loadBalancer: { setBillingAccount: ok() },
      service: { setBillingAccount: ok() },
      storage: { setBucketBillingAccount: ok() },
    } satisfies BillingMoveClient
  }

  it('calls the kind’s own function with the resource and the account', async () => {
    const c = client()
    for (const target of Object.values(targets)) await moveToBillingAccount(c, target, 3)
    expect(c.vm.setBillingAccount).toHaveBeenCalledWith('tll01', { uuid: 'vm-1', billing_account_id: 3 })
    expect(c.disk.setBillingAccount).toHaveBeenCalledWith('tll01', 'd-1', 3)
    expect(c.ip.setBillingAccount).toHaveBeenCalledWith('tll01', '192.0.2.10', 3)
    expect(c.loadBalancer.setBillingAccount).toHaveBeenCalledWith('tll01', 'lb-1', 3)
    expect(c.service.setBillingAccount).toHaveBeenCalledWith('s-1', 3)
    expect(c.storage.setBucketBillingAccount).toHaveBeenCalledWith('logs', 3)
  })

  it('makes no call for an invalid account', async () => {
    const c = client()
    await expect(moveToBillingAccount(c, targets.vm, -1)).rejects.toThrow()
    expect(c.vm.setBillingAccount).not.toHaveBeenCalled()
  })
})

describe('billingMovePlan', () => {
  const item = (name: string, from: number | null, price: string | null) => ({
    item: name,
    name,
    from,
    price: price === null ? null : money(price, 'EUR'),
  })

  it('moves what is elsewhere, leaves what is already there and sums the moving price exactly', () => {
    const plan = billingMovePlan([item('a', 1, '0.1'), item('b', 2, '5'), item('c', 1, '0.2')], 2, 'EUR')
    expect(plan.moves.map((m) => m.name)).toEqual(['a', 'c'])
    expect(plan.unchanged.map((m) => m.name)).toEqual(['b'])
    expect(plan.price).toEqual(money('0.3', 'EUR'))
  })

  it('has no total when a moving price is unknown', () => {
    expect(billingMovePlan([item('a', 1, '0.1'), item('b', 1, null)], 2, 'EUR').price).toBeNull()
  })
})
