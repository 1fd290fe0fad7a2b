import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { bucketHourlyPrice, demoPriceList, loadBalancerHourlyPrice } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { buckets, usageRecords } from '../store/schema.js'
import { meterHour } from './metering.js'

const t = usePlatform()
const ctx = { list: demoPriceList, currency: 'EUR' }

describe('metering of load balancers and buckets', () => {
  it('records each hour of a load balancer until it is deleted, and of a bucket by its size', async () => {
    const lb = await call(t.app, 'POST', '/v1/tll01/network/load_balancers', {
      token: t.alice.token,
      json: { display_name: 'front', billing_account_id: t.alice.billingAccountId, reserve_public_ip: false },
    })
    await call(t.app, 'PUT', '/v1/storage/bucket', {
      token: t.alice.token,
      form: { name: 'metered-bucket', billing_account_id: t.alice.billingAccountId },
    })
    await t.store.db
      .update(buckets)
      .set({ sizeBytes: 3 * 1024 ** 3 + 1 })
      .where(eq(buckets.name, 'metered-bucket'))
    t.clock.set('2025-11-10T11:30:00Z')
    await call(t.app, 'DELETE', `/v1/tll01/network/load_balancers/${lb.body.uuid}`, { token: t.alice.token })
    t.clock.set('2025-11-10T13:05:00Z')
    for (const hour of ['10', '11', '12'])
      await meterHour(t.app.platform, new Date(`2025-11-10T${hour}:00:00Z`))
    const lbRows = await t.store.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.resourceType, 'load_balancer'))
    // Created 10:15, deleted 11:30: billed for the 10:00 and 11:00 hours only.
    expect(lbRows.map((r) => r.hour.toISOString())).toEqual([
      '2025-11-10T10:00:00.000Z',
      '2025-11-10T11:00:00.000Z',
    ])
    expect(lbRows[0]).toMatchObject({
      resourceUuid: lb.body.uuid,
      billingAccountId: t.alice.billingAccountId,
      amount: loadBalancerHourlyPrice({}, ctx).price!.amount,
    })
    const bucketRows = await t.store.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.resourceType, 'bucket'))
    expect(bucketRows).toHaveLength(3)
    // 3 GiB and one byte is billed as 4 GB (SPEC §5: rounded up to whole GB).
    expect(bucketRows[0]!.amount).toBe(bucketHourlyPrice({ size_bytes: 4 * 1024 ** 3 }, ctx).price!.amount)
  })
})
