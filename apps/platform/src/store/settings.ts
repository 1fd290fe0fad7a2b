/** Queries of the key-value settings table. */
import { eq } from 'drizzle-orm'
import { settings } from './schema.js'
import type { DbOrTx } from './store.js'

/** The stored value of a setting, undefined when none is stored. */
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  return row?.value
}
