/** Queries of the image catalogue (API-NOTES §11, §14.4). */
import { and, asc, eq } from 'drizzle-orm'
import { images } from './schema.js'
import type { DbOrTx } from './store.js'

/** An image row. */
export type ImageRow = typeof images.$inferSelect

/** The images of a kind (`vm` or `metal`), in UI order. */
export function listImageRows(db: DbOrTx, kind: 'vm' | 'metal'): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(eq(images.kind, kind))
    .orderBy(asc(images.uiPosition), asc(images.osName))
}

/** The VM image named `osName`, if any. */
export async function findVmImage(db: DbOrTx, osName: string): Promise<ImageRow | undefined> {
  const [image] = await db
    .select()
    .from(images)
    .where(and(eq(images.kind, 'vm'), eq(images.osName, osName)))
  return image
}
