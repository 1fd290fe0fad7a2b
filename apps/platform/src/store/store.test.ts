import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { settingsFromEnv } from '../settings.js'
import { createStore } from './store.js'

const dir = mkdtempSync(join(tmpdir(), 'cirrus-store-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const template = () => new Blob([readFileSync(inject('pgliteTemplate'))])

describe('createStore on PGlite', () => {
  it('creates parent folders, locks the data folder against a second opener, and takes over a stale lock', async () => {
    const dataDir = join(dir, 'nested', 'deeper', 'pglite')
    const first = await createStore({ dataDir, template: template() })
    await expect(createStore({ dataDir })).rejects.toThrow(/in use by process/)
    await first.db.execute(sql`create table kept (x int)`)
    await first.close()

    writeFileSync(`${dataDir}.lock`, '999999') // left behind by a killed process
    const reopened = await createStore({ dataDir })
    const rows = await reopened.rows<{ n: number }>(sql`select count(*)::int as n from kept`)
    expect(rows[0]!.n).toBe(0)
    await reopened.close()
  })
})

describe('settings', () => {
  it('refuses production without SESSION_SECRET', () => {
    expect(() => settingsFromEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/)
    expect(settingsFromEnv({ NODE_ENV: 'production', SESSION_SECRET: 's3cret' }).sessionSecret).toBe('s3cret')
    expect(settingsFromEnv({ OPERATION_TIME_SCALE: '0' }).operationTimeScale).toBe(0)
  })
})
