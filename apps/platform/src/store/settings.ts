/** Queries of the key-value settings table. */
import { eq, sql } from 'drizzle-orm'
import { settings } from './schema.js'
import type { DbOrTx } from './store.js'

/** The stored value of a setting, undefined when none is stored. */
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  return row?.value
}

/** Stores a setting (insert or replace). */
export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
}

/** Locks a setting's row for the rest of the transaction (creating it empty first), so read-modify-write is safe. */
export async function lockSetting(tx: DbOrTx, key: string): Promise<void> {
  await tx.insert(settings).values({ key, value: {} }).onConflictDoNothing()
  await tx.select().from(settings).where(eq(settings.key, key)).for('update')
}

/**
 * Claims `value` for a setting holding a string: stores it only when the stored one is missing or sorts before it
 * (a day `YYYY-MM-DD`, say). A concurrent claimer waits on the row, then loses. True when this call stored it.
 */
export async function claimLaterValue(tx: DbOrTx, key: string, value: string): Promise<boolean> {
  const claimed = await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value },
      setWhere: sql`${settings.value} #>> '{}' < ${value}`,
    })
    .returning({ key: settings.key })
  return claimed.length > 0
}
