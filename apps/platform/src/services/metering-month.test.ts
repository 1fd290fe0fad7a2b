/**
 * A month of changes, metered from the resource history and checked line by line against a hand computation
 * from SPEC §9's rules (issue 9 "Metering that an auditor would accept").
 *
 * The rules, as applied by hand below:
 * - Every hour in which a resource existed, even for a minute, is billed in full ("a started hour"), at the most
 *   expensive state it had during that hour; a resource deleted at exactly hh:00 is not billed for hour hh.
 * - Hourly prices are summed (SPEC §9), exactly; VAT is the account's percentage of the subtotal.
 * - The demo price list (EUR, DEFAULT rule set, all quantities below their higher tiers): vCPU 0.013699, RAM per
 *   GB (memory / 1024, SPEC §9) 0.032877, boot disk per GB 0.000685, block storage per GB 0.000685, assigned IP
 *   0.006849, unassigned IP 0.012329, load balancer 0.054795, object storage per whole GB 0.0000342; snapshots
 *   and backups cost nothing (SPEC §9: zero price multiplier by default); a stopped VM pays its disks only.
 */
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { addMoney, multiplyMoney, sumMoney, type Money } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { buckets, floatingIps, invoices, resourceHistory, usageRecords } from '../store/schema.js'
import { runDueMetering } from './metering.js'

const t = usePlatform()

const eur = (amount: string): Money => ({ amount, currency: 'EUR' })
/** `hours` hours at an hourly price that is the sum of `parts` (each a quantity × a unit price). */
function hours(count: number, ...parts: [number, string][]): Money {
  const hourly = sumMoney(
    parts.map(([quantity, unit]) => multiplyMoney(eur(unit), quantity)),
    'EUR',
  )
  return multiplyMoney(hourly, count)
}

const CPU = '0.013699'
const RAM_GB = '0.032877'
const BOOT_GB = '0.000685'
const BLOCK_GB = '0.000685'
const IP_ASSIGNED = '0.006849'
const IP_UNASSIGNED = '0.012329'
const LOAD_BALANCER = '0.054795'
const OBJECT_GB = '0.0000342'

/** The body of a successful (2xx) answer. */
async function ok(res: ReturnType<typeof call>) {
  const r = await res
  if (r.status < 200 || r.status > 299) throw new Error(`${r.status} ${r.text}`)
  return r.body
}

describe('a month of changes, metered from what existed each hour', () => {
  it('bills each resource for the hours and sizes it had, to the nano-unit', async () => {
    const token = t.alice.token
    const account = t.alice.billingAccountId
    const at = (time: string) => t.clock.set(`2025-11-${time}:00Z`)

    // 10th 10:15: a VM (2 vCPU, 4 GB, 40 GB boot disk, with a public IP), a bucket and a load balancer.
    const vm = await ok(
      call(t.app, 'POST', '/v1/user-resource/vm', {
        token,
        form: { name: 'month', os_name: 'ubuntu', os_version: '24.04', disks: 40, vcpu: 2, ram: 4096 },
      }),
    )
    const [ip] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.assignedTo, vm.uuid))
    await ok(
      call(t.app, 'PUT', '/v1/storage/bucket', {
        token,
        form: { name: 'month-bucket', billing_account_id: account },
      }),
    )
    const lb = await ok(
      call(t.app, 'POST', '/v1/tll01/network/load_balancers', {
        token,
        json: { display_name: 'month-lb', billing_account_id: account, reserve_public_ip: false },
      }),
    )
    // 11th 06:30: objects uploaded, the bucket holds 2 GiB and a byte (billed as 3 GB).
    at('11T06:30')
    await t.store.db
      .update(buckets)
      .set({ sizeBytes: 2 * 1024 ** 3 + 1, modifiedAt: t.clock.fn() })
      .where(eq(buckets.name, 'month-bucket'))
    // 11th 08:30: a snapshot of the boot disk.
    at('11T08:30')
    const snapshot = await ok(
      call(t.app, 'POST', '/v1/user-resource/vm/replica', { token, form: { uuid: vm.uuid } }),
    )
    // 12th 09:40 stopped, 10:20 resized to 4 vCPU and 8 GB, 12:00 started.
    at('12T09:40')
    await ok(call(t.app, 'POST', '/v1/user-resource/vm/stop', { token, form: { uuid: vm.uuid } }))
    at('12T10:20')
    await ok(
      call(t.app, 'PATCH', '/v1/user-resource/vm', { token, form: { uuid: vm.uuid, vcpu: 4, ram: 8192 } }),
    )
    at('12T12:00')
    await ok(call(t.app, 'POST', '/v1/user-resource/vm/start', { token, form: { uuid: vm.uuid } }))
    // 13th 08:00 a 30 GB disk, deleted on the 14th at 17:45.
    at('13T08:00')
    const disk = await ok(
      call(t.app, 'POST', '/v1/tll01/storage/disks', {
        token,
        form: { size_gb: 30, billing_account_id: account, display_name: 'scratch' },
      }),
    )
    at('14T17:45')
    await ok(call(t.app, 'DELETE', `/v1/tll01/storage/disks/${disk.uuid}`, { token }))
    // 15th 14:10 the public IP unassigned (kept, billed as unassigned), deleted on the 20th at 09:00 sharp.
    at('15T14:10')
    await ok(call(t.app, 'DELETE', '/v1/user-resource/vm/ip/public', { token, form: { uuid: vm.uuid } }))
    // 16th 06:30 the bucket emptied, deleted on the 17th at 12:00.
    at('16T06:30')
    await t.store.db
      .update(buckets)
      .set({ sizeBytes: 0, modifiedAt: t.clock.fn() })
      .where(eq(buckets.name, 'month-bucket'))
    at('17T12:00')
    await ok(call(t.app, 'DELETE', '/v1/storage/bucket', { token, form: { name: 'month-bucket' } }))
    // 18th 03:00 the load balancer deleted; 19th 10:00 the snapshot removed.
    at('18T03:00')
    await ok(call(t.app, 'DELETE', `/v1/tll01/network/load_balancers/${lb.uuid}`, { token }))
    at('19T10:00')
    await ok(
      call(t.app, 'DELETE', '/v1/user-resource/vm/replica', {
        token,
        form: { replica_uuid: snapshot.replica[0].uuid },
      }),
    )
    at('20T09:00')
    await ok(call(t.app, 'DELETE', `/v1/${ip!.location}/network/ip_addresses/${ip!.address}`, { token }))
    // 25th 16:30 the VM deleted.
    at('25T16:30')
    await ok(call(t.app, 'DELETE', '/v1/user-resource/vm', { token, form: { uuid: vm.uuid } }))

    t.clock.set('2025-12-01T00:10:00Z')
    expect(await runDueMetering(t.app.platform)).toMatchObject({ invoices: 1 })
    const [invoice] = await t.store.db.select().from(invoices).where(eq(invoices.billingAccountId, account))
    const line = (type: string, uuid: string) =>
      invoice!.lines.find((l) => l.resource_type === type && l.resource_uuid === uuid)

    // The VM. Running 2 vCPU / 4 GB from the 10th 10:00 through the 12th 09:00 (the hour it stopped in):
    // 14 + 24 + 10 = 48 h. Stopped, disk only, the 12th 10:00 and 11:00: 2 h (the resize at 10:20 does not change
    // a stopped VM's price). Running 4 vCPU / 8 GB from the 12th 12:00 through the 25th 16:00: 12 + 12 × 24 + 17 =
    // 317 h. The snapshot (10 days of it) is free.
    const vmAmount = sumMoney(
      [
        hours(48, [2, CPU], [4, RAM_GB], [40, BOOT_GB]),
        hours(2, [40, BOOT_GB]),
        hours(317, [4, CPU], [8, RAM_GB], [40, BOOT_GB]),
      ],
      'EUR',
    )
    expect(vmAmount.amount).toBe('118.429692')
    expect(line('vm', vm.uuid)).toMatchObject({ hours: 367, amount: vmAmount.amount })

    // The public IP: assigned from the 10th 10:00 through the 15th 13:00 (14 + 4 × 24 + 14 = 124 h), unassigned
    // from the 15th 14:00 (the dearer state of that hour) through the 20th 08:00 (10 + 4 × 24 + 9 = 115 h).
    const ipAmount = addMoney(hours(124, [1, IP_ASSIGNED]), hours(115, [1, IP_UNASSIGNED]))
    expect(ipAmount.amount).toBe('2.267111')
    expect(line('floating_ip', ip!.uuid)).toMatchObject({ hours: 239, amount: ipAmount.amount })

    // The disk: the 13th 08:00 through the 14th 17:00, 16 + 18 = 34 h of 30 GB.
    const diskAmount = hours(34, [30, BLOCK_GB])
    expect(diskAmount.amount).toBe('0.6987')
    expect(line('disk', disk.uuid)).toMatchObject({ hours: 34, amount: diskAmount.amount })

    // The bucket: the 10th 10:00 through the 17th 11:00 (14 + 6 × 24 + 12 = 170 h), of which the 11th 06:00
    // through the 16th 06:00 (18 + 4 × 24 + 7 = 121 h) at 3 GB, the other hours at 0 GB.
    const bucketAmount = hours(121, [3, OBJECT_GB])
    expect(bucketAmount.amount).toBe('0.0124146')
    expect(line('bucket', 'month-bucket')).toMatchObject({ hours: 170, amount: bucketAmount.amount })

    // The load balancer: the 10th 10:00 through the 18th 02:00, 14 + 7 × 24 + 3 = 185 h.
    const lbAmount = hours(185, [1, LOAD_BALANCER])
    expect(lbAmount.amount).toBe('10.137075')
    expect(line('load_balancer', lb.uuid)).toMatchObject({ hours: 185, amount: lbAmount.amount })

    // Each hour names the state it was priced from: the auditor's way back from a record to what existed.
    const priced = async (hour: string) => {
      const [record] = await t.store.db
        .select({ attributes: resourceHistory.attributes })
        .from(usageRecords)
        .innerJoin(resourceHistory, eq(resourceHistory.id, usageRecords.stateId))
        .where(
          and(eq(usageRecords.resourceUuid, vm.uuid), eq(usageRecords.hour, new Date(`2025-11-${hour}Z`))),
        )
      return record?.attributes
    }
    expect(await priced('12T09:00:00')).toMatchObject({ status: 'running', vcpu: 2, memory: 4096 })
    expect(await priced('12T10:00:00')).toMatchObject({ status: 'stopped' })
    expect(await priced('12T12:00:00')).toMatchObject({ status: 'running', vcpu: 4, memory: 8192 })

    expect(invoice!.lines).toHaveLength(5)
    const subtotal = sumMoney([vmAmount, ipAmount, diskAmount, bucketAmount, lbAmount], 'EUR')
    const vat = multiplyMoney(subtotal, '0.22')
    expect([subtotal.amount, vat.amount]).toEqual(['131.5449926', '28.939898372'])
    expect(invoice).toMatchObject({
      currency: 'EUR',
      subtotal: subtotal.amount,
      vatPercentage: 22,
      vatTax: vat.amount,
      total: addMoney(subtotal, vat).amount,
    })
    // What the customer reads, to the cent.
    const res = await call(t.app, 'GET', `/v1/payment/billing_account/${account}/invoices`, { token })
    expect(Number(res.body[0].total)).toBeCloseTo(160.48, 2)
    expect(res.body[0].total).toBe(addMoney(subtotal, vat).amount)
  }, 120_000)
})
