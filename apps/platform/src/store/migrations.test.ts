// Migrations that move data are tested on data: a database at the migration before, with rows in it, migrated to
// the newest. Migration 0004 back-fills the resource history (metering's source, README "Metering") from the
// resources that exist when it runs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { createStore, migrationsFolder, type Store } from './store.js'

/** A copy of the migrations folder that stops before the migration tagged `before`. */
function migrationsUpTo(before: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cirrus-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const stop = journal.entries.findIndex((e) => e.tag.startsWith(before))
  expect(stop).toBeGreaterThan(0)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }))
  return folder
}

type HistoryRow = {
  kind: string
  uuid: string
  billing_account_id: number | null
  attributes: Record<string, unknown>
  valid_from: string
  valid_to: string | null
}

describe('migration 0004 (resource history back-fill)', () => {
  const folders: string[] = []
  const stores: Store[] = []
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()))
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })

  it('gives every resource that exists one state from its creation (to its soft deletion)', async () => {
    const store = await createStore({ memory: true, migrate: false })
    stores.push(store)
    const before = migrationsUpTo('0004_')
    folders.push(before)
    await migrate(store.db as never, { migrationsFolder: before })

    const created = '2026-03-01T08:00:00.000Z'
    const deleted = '2026-03-05T12:00:00.000Z'
    // Rows as the schema before 0004 holds them (plain SQL: later migrations may add columns).
    const statements = `
      insert into users (id, email, password_hash) values (1, 'ada@example.com', 'x');
      insert into billing_accounts (id, user_id, title) values (7, 1, 'Main');
      insert into vms (uuid, location, user_id, billing_account_id, name, hostname, status, vcpu, memory, os_name,
                       os_version, mac, private_ipv4, created_at, updated_at)
      values ('00000000-0000-4000-8000-000000000001', 'tll01', 1, 7, 'web-1', 'web-1', 'stopped', 2, 2048, 'ubuntu',
              '24.04', '52:54:00:00:00:01', '10.0.0.2', '${created}', '${created}'),
             ('00000000-0000-4000-8000-000000000002', 'tll01', 1, 7, 'old-1', 'old-1', 'deleted', 4, 4096, 'ubuntu',
              '24.04', '52:54:00:00:00:02', '10.0.0.3', '${created}', '${deleted}');
      update vms set deleted_at = '${deleted}' where name = 'old-1';
      insert into disks (uuid, location, user_id, billing_account_id, size_gb, vm_uuid, "primary", created_at)
      values ('00000000-0000-4000-8000-000000000011', 'tll01', 1, 7, 40, '00000000-0000-4000-8000-000000000001',
              true, '${created}');
      insert into floating_ips (uuid, location, user_id, billing_account_id, address, created_at)
      values ('00000000-0000-4000-8000-000000000021', 'tll01', 1, 7, '198.51.100.9', '${created}');
      insert into buckets (name, user_id, billing_account_id, size_bytes, created_at)
      values ('logs', 1, 7, 1500000000, '${created}');
    `
    for (const statement of statements.split(';').filter((s) => s.trim() !== '')) {
      await store.db.execute(sql.raw(statement))
    }
    // Nothing to back-fill from yet: the history starts empty.
    const empty = await store.db.execute(sql`select count(*)::int as n from resource_history`)
    expect((empty as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)

    await migrate(store.db as never, { migrationsFolder })

    const result = await store.db.execute(sql`
      select kind, uuid, billing_account_id, attributes, valid_from, valid_to from resource_history order by kind, uuid
    `)
    const rows = (result as unknown as { rows: HistoryRow[] }).rows.map((r) => ({
      ...r,
      valid_from: new Date(r.valid_from).toISOString(),
      valid_to: r.valid_to === null ? null : new Date(r.valid_to).toISOString(),
    }))
    expect(rows).toEqual([
      {
        kind: 'bucket',
        uuid: 'logs',
        billing_account_id: 7,
        attributes: { size_bytes: 1500000000 },
        valid_from: created,
        valid_to: null,
      },
      {
        kind: 'disk',
        uuid: '00000000-0000-4000-8000-000000000011',
        billing_account_id: 7,
        attributes: {
          display_name: null,
          size_gb: 40,
          vm_uuid: '00000000-0000-4000-8000-000000000001',
          primary: true,
        },
        valid_from: created,
        valid_to: null,
      },
      {
        kind: 'floating_ip',
        uuid: '00000000-0000-4000-8000-000000000021',
        billing_account_id: 7,
        attributes: { address: '198.51.100.9', assigned_to: null },
        valid_from: created,
        valid_to: null,
      },
      {
        kind: 'vm',
        uuid: '00000000-0000-4000-8000-000000000001',
        billing_account_id: 7,
        attributes: {
          name: 'web-1',
          vcpu: 2,
          memory: 2048,
          status: 'stopped',
          license_type: null,
          designated_pool_uuid: null,
        },
        valid_from: created,
        valid_to: null,
      },
      {
        // Billed as running to its deletion, as before the history existed.
        kind: 'vm',
        uuid: '00000000-0000-4000-8000-000000000002',
        billing_account_id: 7,
        attributes: {
          name: 'old-1',
          vcpu: 4,
          memory: 4096,
          status: 'running',
          license_type: null,
          designated_pool_uuid: null,
        },
        valid_from: created,
        valid_to: deleted,
      },
    ])

    // From now on the triggers keep the history: a resize closes the back-filled state and opens the next one.
    await store.db.execute(sql`
      update vms set vcpu = 4, updated_at = '2026-03-10T00:00:00Z' where name = 'web-1'
    `)
    const after = await store.db.execute(sql`
      select valid_to, attributes->>'vcpu' as vcpu from resource_history
       where uuid = '00000000-0000-4000-8000-000000000001' order by valid_from
    `)
    expect(
      (after as unknown as { rows: { valid_to: string | null; vcpu: string }[] }).rows.map((r) => [
        r.valid_to === null ? null : new Date(r.valid_to).toISOString(),
        r.vcpu,
      ]),
    ).toEqual([
      ['2026-03-10T00:00:00.000Z', '2'],
      [null, '4'],
    ])
  })
})
