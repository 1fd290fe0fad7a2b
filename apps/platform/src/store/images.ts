/** Queries of the image catalogue (API-NOTES §11, §14.4). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { images, vms } from './schema.js'
import { defined } from './defined.js'
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

/** The image of a kind named `osName`, if any. */
export async function findImage(
  db: DbOrTx,
  kind: 'vm' | 'metal',
  osName: string,
): Promise<ImageRow | undefined> {
  const [image] = await db
    .select()
    .from(images)
    .where(and(eq(images.kind, kind), eq(images.osName, osName)))
  return image
}

/** The VM image named `osName`, if any. */
export function findVmImage(db: DbOrTx, osName: string): Promise<ImageRow | undefined> {
  return findImage(db, 'vm', osName)
}

/** Changes a VM image: display name, app-catalog flag, icon or versions. */
export async function updateVmImage(
  db: DbOrTx,
  osName: string,
  values: Partial<Pick<ImageRow, 'displayName' | 'isAppCatalog' | 'icon' | 'versions'>>,
): Promise<void> {
  const set = defined(values)
  if (Object.keys(set).length === 0) return
  await db
    .update(images)
    .set(set)
    .where(and(eq(images.kind, 'vm'), eq(images.osName, osName)))
}

/** How many live VMs were made from each VM image. */
export async function vmCountsByImage(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ osName: vms.osName, n: sql<number>`count(*)::int` })
    .from(vms)
    .where(isNull(vms.deletedAt))
    .groupBy(vms.osName)
  return new Map(rows.map((r) => [r.osName, r.n]))
}
