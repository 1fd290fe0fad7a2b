/**
 * vm/list must not depend on planner statistics (issue 9, adversarial item 9): after rows are written and before
 * the next ANALYZE, the list statement must still be planned with hash joins, never nested loops that compare
 * every VM with every disk, replica and IP. bench/stale-stats.ts measures the effect.
 */
import { describe, expect, it } from 'vitest'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { insertBenchVms } from '../../bench/vms.js'
import { usePlatform } from '../../test/helpers.js'
import { vms } from '../store/schema.js'
import { vmViewsQuery, withoutNestedLoops } from '../store/vm-views.js'
import { listWarrenVms } from './vms.js'

const t = usePlatform()

async function plan(query: ReturnType<typeof vmViewsQuery>, hashJoins: boolean) {
  const explain = sql`explain ${query}`
  const read = async (db: Parameters<typeof t.store.rows>[1]) =>
    (await t.store.rows<{ 'QUERY PLAN': string }>(explain, db)).map((r) => r['QUERY PLAN']).join('\n')
  return hashJoins ? withoutNestedLoops(t.store.db, read) : read(t.store.db)
}

describe('vm/list plan with stale statistics', () => {
  it('joins with hashes, not nested loops, right after a bulk insert (no ANALYZE since the tables were empty)', async () => {
    await t.store.analyze() // statistics of the near-empty tables, as a fresh server has them
    await insertBenchVms(t.store, t.alice, 300, new Date())
    const where = and(eq(vms.location, 'tll01'), isNull(vms.deletedAt), eq(vms.userId, t.alice.id))
    if (t.store.kind === 'pglite') {
      // The trap: the same statement, planned from the stale statistics alone.
      expect(await plan(vmViewsQuery(where), false)).toContain('Nested Loop')
    }
    expect(await plan(vmViewsQuery(where), true)).not.toContain('Nested Loop')
    expect(await listWarrenVms(t.store.db, where)).toHaveLength(300)
  })

  it("puts the planner setting back inside a caller's transaction", async () => {
    await t.store.db.transaction(async (tx) => {
      await listWarrenVms(tx, eq(vms.userId, t.alice.id))
      const [row] = await t.store.rows<{ v: string }>(sql`select current_setting('enable_nestloop') as v`, tx)
      expect(row!.v).toBe('on')
    })
  })
})
