import { describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { syncBusinessClock, usePlatform } from '../../test/helpers.js'
import { disks, resourceHistory } from '../store/schema.js'
import { firstStateStart } from './resource-history.js'

const t = usePlatform()

const historyOf = (uuid: string) =>
  t.store.db
    .select()
    .from(resourceHistory)
    .where(eq(resourceHistory.uuid, uuid))
    .orderBy(asc(resourceHistory.validFrom), asc(resourceHistory.id))

function diskRow(uuid: string, createdAt: Date) {
  return {
    uuid,
    location: 'tll01',
    userId: t.alice.id,
    billingAccountId: t.alice.billingAccountId,
    sizeGb: 10,
    createdAt,
    updatedAt: createdAt,
  }
}

describe('resource history (database triggers)', () => {
  it('records every state of a row in business time, from any code path', async () => {
    const uuid = randomUUID()
    await t.store.db.insert(disks).values(diskRow(uuid, new Date('2025-11-10T10:15:00Z')))
    // An update that changes nothing priced (the status) opens no state; a resize is dated by updated_at.
    await t.store.db.update(disks).set({ status: 'Busy' }).where(eq(disks.uuid, uuid))
    await t.store.db
      .update(disks)
      .set({ sizeGb: 20, updatedAt: new Date('2025-11-11T08:00:00Z') })
      .where(eq(disks.uuid, uuid))
    // A hard delete carries no time: the business clock the platform wrote (business_clock) dates it.
    t.clock.set('2025-11-12T09:30:00Z')
    await syncBusinessClock(t.app)
    await t.store.db.delete(disks).where(eq(disks.uuid, uuid))
    const states = await historyOf(uuid)
    expect(
      states.map((s) => [s.attributes.size_gb, s.validFrom.toISOString(), s.validTo?.toISOString()]),
    ).toEqual([
      [10, '2025-11-10T10:15:00.000Z', '2025-11-11T08:00:00.000Z'],
      [20, '2025-11-11T08:00:00.000Z', '2025-11-12T09:30:00.000Z'],
    ])
    expect(states[0]).toMatchObject({ kind: 'disk', billingAccountId: t.alice.billingAccountId })
    expect(await firstStateStart(t.store.db)).toEqual(new Date('2025-11-10T10:15:00Z'))
  })

  it('is written in the transaction of the change: a rolled-back change leaves no history', async () => {
    const uuid = randomUUID()
    await expect(
      t.store.db.transaction(async (tx) => {
        await tx.insert(disks).values(diskRow(uuid, new Date('2025-11-10T10:15:00Z')))
        expect(await tx.select().from(resourceHistory).where(eq(resourceHistory.uuid, uuid))).toHaveLength(1)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await historyOf(uuid)).toEqual([])
  })
})
