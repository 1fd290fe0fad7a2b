/**
 * "Change billing account" of every kind (issue 18 bulk actions; API-NOTES §3, §4, §7.4, §8, §9, §10), sent
 * exactly as the console sends it (the domain's `billingMoveRequest`): the owner moves a resource to their other
 * account; a stranger's resource is 404; a stranger's account is refused (400 naming `billing_account_id`) and
 * changes nothing; each move is one `<kind>.billing_account` activity event.
 */
import { describe, expect, it } from 'vitest'
import {
  ActivityEventSchema,
  billingMoveRequest,
  type ApiRequest,
  type BillingMoveTarget,
} from '@cirrus/domain'
import { eq } from 'drizzle-orm'
import { postgresPackage } from '../../test/fixtures.js'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { secondBillingAccount } from '../../test/delegation.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { buckets, disks, floatingIps, loadBalancers, servicePackages, vms } from '../store/schema.js'
import { setQuotas } from '../services/quotas.js'

const t = usePlatform()

/** Sends a domain request as the client would (form or JSON body, query). */
const send = (request: ApiRequest, token: string) => {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : ''
  const body = request.body ?? {}
  return call(t.app, request.method, `${request.path}${query}`, {
    token,
    ...(request.encoding === 'json' ? { json: body } : { form: body as Record<string, string | number> }),
  })
}

const ok = <R extends { status: number; text: string }>(res: R): R => {
  expect(res.status, res.text).toBeLessThan(300)
  return res
}

/** Makes one resource of each kind for `owner` and returns its target and how to read its account from the store. */
async function resources(owner: TestUser) {
  const opts = { token: owner.token }
  const vm = await vmInNetwork(t, owner)
  const disk = ok(
    await call(t.app, 'POST', '/v1/tll01/storage/disks', {
      ...opts,
      form: { size_gb: 20, billing_account_id: owner.billingAccountId },
    }),
  ).body
  const ip = ok(
    await call(t.app, 'POST', '/v1/tll01/network/ip_addresses', {
      ...opts,
      json: { billing_account_id: owner.billingAccountId },
    }),
  ).body
  const lb = ok(
    await call(t.app, 'POST', '/v1/tll01/network/load_balancers', {
      ...opts,
      json: {
        display_name: 'front',
        billing_account_id: owner.billingAccountId,
        reserve_public_ip: false,
        rules: [],
        targets: [],
      },
    }),
  ).body
  const service = ok(
    await call(t.app, 'POST', '/v1/user-resource/service/package', {
      ...opts,
      json: postgresPackage(owner.billingAccountId),
    }),
  ).body
  const bucketName = `data-${owner.id}`
  ok(
    await call(t.app, 'PUT', '/v1/storage/bucket', {
      ...opts,
      form: { name: bucketName, billing_account_id: owner.billingAccountId },
    }),
  )
  const db = t.store.db
  const first = <R extends { billingAccountId: number }>(rows: R[]) => rows[0]!.billingAccountId
  return [
    {
      target: { kind: 'vm', location: 'tll01', uuid: vm.uuid },
      account: async () => first(await db.select().from(vms).where(eq(vms.uuid, vm.uuid))),
    },
    {
      target: { kind: 'disk', location: 'tll01', uuid: disk.uuid },
      account: async () => first(await db.select().from(disks).where(eq(disks.uuid, disk.uuid))),
    },
    {
      target: { kind: 'ip', location: 'tll01', address: ip.address },
      account: async () =>
        first(await db.select().from(floatingIps).where(eq(floatingIps.address, ip.address))),
    },
    {
      target: { kind: 'load_balancer', location: 'tll01', uuid: lb.uuid },
      account: async () =>
        first(await db.select().from(loadBalancers).where(eq(loadBalancers.uuid, lb.uuid))),
    },
    {
      target: { kind: 'service', uuid: service.uuid },
      account: async () =>
        first(await db.select().from(servicePackages).where(eq(servicePackages.uuid, service.uuid))),
    },
    {
      target: { kind: 'bucket', name: bucketName },
      account: async () => first(await db.select().from(buckets).where(eq(buckets.name, bucketName))),
    },
  ] satisfies { target: BillingMoveTarget; account: () => Promise<number> }[]
}

const EVENT_TYPES = {
  vm: 'virtual_machine',
  disk: 'disk',
  ip: 'ip_address',
  load_balancer: 'load_balancer',
  service: 'managed_service',
  bucket: 'bucket',
} as const
const SHORT = {
  vm: 'vm',
  disk: 'disk',
  ip: 'ip',
  load_balancer: 'load_balancer',
  service: 'service',
  bucket: 'bucket',
}

describe('change billing account of every kind (issue 18)', () => {
  it('moves each resource to the owner’s other account and records a billing_account event', async () => {
    const second = await secondBillingAccount(t, t.alice)
    for (const { target, account } of await resources(t.alice)) {
      expect(await account()).toBe(t.alice.billingAccountId)
      const res = await send(billingMoveRequest(target, second), t.alice.token)
      expect(res.status, `${target.kind}: ${res.text}`).toBe(200)
      expect(await account(), target.kind).toBe(second)
    }
    const feed = await call(t.app, 'GET', '/v1/events', { token: t.alice.token })
    const events = ActivityEventSchema.array().parse(feed.body)
    for (const kind of Object.keys(EVENT_TYPES) as (keyof typeof EVENT_TYPES)[]) {
      expect(events, kind).toContainEqual(
        expect.objectContaining({
          action: `${SHORT[kind]}.billing_account`,
          resource_type: EVENT_TYPES[kind],
          result: 'ok',
        }),
      )
    }
  })

  it('answers not found to a stranger, even with the stranger’s own account, and changes nothing', async () => {
    for (const { target, account } of await resources(t.alice)) {
      const res = await send(billingMoveRequest(target, t.bob.billingAccountId), t.bob.token)
      // Warren's missing VM is a 400 'No such virtual machine exists: <uuid>' (API-NOTES §2); the others 404.
      if (target.kind === 'vm') {
        expect(res.status).toBe(400)
        expect(res.text).toContain(`No such virtual machine exists: ${target.uuid}`)
      } else {
        expect(res.status, `${target.kind}: ${res.text}`).toBe(404)
      }
      expect(await account(), target.kind).toBe(t.alice.billingAccountId)
    }
  })

  it('refuses a stranger’s billing account with a 400 naming billing_account_id and changes nothing', async () => {
    for (const { target, account } of await resources(t.alice)) {
      const res = await send(billingMoveRequest(target, t.bob.billingAccountId), t.alice.token)
      expect(res.status, `${target.kind}: ${res.text}`).toBe(400)
      expect(res.body.errors, target.kind).toHaveProperty('billing_account_id')
      expect(await account(), target.kind).toBe(t.alice.billingAccountId)
    }
    const feed = ActivityEventSchema.array().parse(
      (await call(t.app, 'GET', '/v1/events?result=failed', { token: t.alice.token })).body,
    )
    expect(feed.filter((e) => e.action.endsWith('.billing_account'))).toHaveLength(6)
  })

  it('refuses an account id out of bounds with a 400 naming the field', async () => {
    const [, disk] = await resources(t.alice)
    const path = `/v1/tll01/storage/disks/${(disk!.target as { uuid: string }).uuid}`
    for (const value of ['0', '-1', '2147483648', 'x']) {
      const res = await call(t.app, 'PATCH', path, {
        token: t.alice.token,
        form: { billing_account_id: value },
      })
      expect(res.status, value).toBe(400)
      expect(res.body.errors).toHaveProperty('billing_account_id')
    }
  })

  it('checks the target account’s disk quota when a disk moves', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const [, disk] = await resources(t.alice)
    await setQuotas(t.store.db, second, { disks: 0 })
    const res = await send(billingMoveRequest(disk!.target, second), t.alice.token)
    expect(res.status).toBe(400)
    expect(await disk!.account()).toBe(t.alice.billingAccountId)
  })
})
