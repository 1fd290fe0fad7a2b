/**
 * Secrets never reach the log (issue 9, adversarial run item 5): a failing insert's error carries the query's
 * parameters (`params: …`); the unhandled-error log and every server log line drop them.
 */
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.js'
import { testSettings } from '../settings.js'
import { users } from '../store/schema.js'
import { usePlatform } from '../../test/helpers.js'
import { redactLine } from './redact.js'

const t = usePlatform()
const SECRET_HASH = 'scrypt$1024$8$1$c2VjcmV0LXNhbHQ$THIS-IS-A-SECRET-PASSWORD-HASH'

describe('secrets in logs', () => {
  it('logs a failing insert without its parameters', async () => {
    const lines: Record<string, unknown>[] = []
    const app = createApp(t.store, { settings: testSettings, log: (line) => lines.push(line) })
    app.post('/test/failing-insert', async () => {
      // A duplicate email: PostgreSQL refuses it, Drizzle's error lists every parameter.
      await app.platform.store.db
        .insert(users)
        .values({ email: t.alice.email, passwordHash: SECRET_HASH, createdAt: new Date() })
      return new Response('unreachable')
    })
    const res = await app.request('/test/failing-insert', { method: 'POST' })
    expect(res.status).toBe(500)
    expect(await res.text()).not.toContain('SECRET')
    const logged = JSON.stringify(lines)
    expect(logged).toContain('unhandled error')
    expect(logged).toContain('23505')
    expect(logged).not.toContain('THIS-IS-A-SECRET')
    expect(logged).not.toContain(t.alice.email)
  })

  it('redacts the parameters of any error text written to a log line', () => {
    const error = new Error(
      'Failed query: insert into "vms" ("password") values ($1)\nparams: hunter2-secret',
    )
    const line = redactLine({ level: 'error', msg: 'operation crashed', error: String(error) })
    expect(JSON.stringify(line)).not.toContain('hunter2')
    expect(line.error).toContain('Failed query: insert into "vms"')
  })

  it('bounds every logged field, so a 1 MB value never becomes a 1 MB log line', () => {
    const line = redactLine({ level: 'warn', msg: 'refused', name: 'k'.repeat(1_000_000), status: 400 })
    expect(JSON.stringify(line).length).toBeLessThan(2_200)
    expect(line.name).toMatch(/^k+… \[truncated\]$/)
    expect(line.status).toBe(400)
  })
})
