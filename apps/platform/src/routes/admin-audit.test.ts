import { describe, expect, it } from 'vitest'
import { AuditEntrySchema } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { ADMIN_ONLY_MESSAGE } from '../http/admin.js'
import { recordAudit } from '../services/audit.js'
import { principalFromApiKey } from '../services/accounts.js'
import { listAudit } from '../store/audit.js'

const t = usePlatform()
const AUDIT = '/v1/admin/audit'
const forbidden = { message: ADMIN_ONLY_MESSAGE, errors: { Error: ADMIN_ONLY_MESSAGE } }

async function signIn(email: string, password: string): Promise<string> {
  const res = await call(t.app, 'POST', '/auth/sign-in', { json: { email, password } })
  expect(res.status).toBe(200)
  return /cirrus_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0]
}

/** Records one entry as the admin, the way an admin mutation does (inside its transaction). */
async function audited(
  action: string,
  target: { type: string; id: string },
  before: unknown,
  after: unknown,
) {
  const admin = (await principalFromApiKey(t.app.platform, t.admin.token))!
  await t.store.db.transaction((tx) => recordAudit(tx, admin, action, target, before, after))
}

describe('the admin guard (http/admin.ts)', () => {
  it('answers a customer token, a customer session and a restricted token 403, an administrator 200', async () => {
    expect(await call(t.app, 'GET', AUDIT, { token: t.alice.token })).toMatchObject({
      status: 403,
      body: forbidden,
    })
    const session = await signIn(t.alice.email, t.alice.password)
    expect((await call(t.app, 'GET', AUDIT, { headers: { cookie: session } })).status).toBe(403)
    expect((await call(t.app, 'GET', AUDIT, { token: t.aliceRestrictedToken })).status).toBe(403)
    // Not through a location slug either.
    expect([403, 404]).toContain(
      (await call(t.app, 'GET', `/v1/tll01${AUDIT}`, { token: t.alice.token })).status,
    )
    expect((await call(t.app, 'GET', AUDIT)).status).toBe(401)

    expect((await call(t.app, 'GET', AUDIT, { token: t.admin.token })).status).toBe(200)
    const adminSession = await signIn(t.admin.email, t.admin.password)
    expect((await call(t.app, 'GET', AUDIT, { headers: { cookie: adminSession } })).status).toBe(200)
  })

  it('guards every documented admin route, under the admin tag, whatever module adds it', async () => {
    const doc = (await call(t.app, 'GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { tags: string[] }>>
    }
    const admin = Object.entries(doc.paths).filter(([path]) => path.startsWith('/v1/admin/'))
    expect(admin.map(([path]) => path)).toContain('/v1/admin/audit')
    for (const [path, operations] of admin) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toEqual(['admin'])
        const url = path.replace(/\{[^}]+\}/g, '1')
        const body = method === 'get' ? {} : { json: {} }
        const res = await call(t.app, method.toUpperCase(), url, { token: t.bob.token, ...body })
        expect(res.status, `${method} ${url}`).toBe(403)
      }
    }
    // Nothing a refused call could have written.
    expect(await listAudit(t.store.db, { limit: 10 })).toEqual([])
  })
})

describe('the audit log (services/audit.ts, GET /v1/admin/audit)', () => {
  it('lists every entry newest first, with who, what, which resource, before and after', async () => {
    await audited(
      'config.update',
      { type: 'console_config', id: 'console' },
      { disks: true },
      { disks: false },
    )
    await audited(
      'user.suspend',
      { type: 'user', id: String(t.alice.id) },
      { suspended: false },
      { suspended: true },
    )
    const res = await call(t.app, 'GET', AUDIT, { token: t.admin.token })
    expect(res.status).toBe(200)
    const entries = AuditEntrySchema.array().parse(res.body)
    expect(entries.map((e) => e.action)).toEqual(['user.suspend', 'config.update'])
    expect(entries[1]).toMatchObject({
      actor_user_id: t.admin.id,
      actor_email: t.admin.email,
      target_type: 'console_config',
      target_id: 'console',
      before: { disks: true },
      after: { disks: false },
    })
    expect(Number.isNaN(Date.parse(entries[1]!.created_at))).toBe(false)
  })

  it('reads one resource`s entries and pages with before', async () => {
    for (const n of [1, 2, 3]) await audited(`vm.step${n}`, { type: 'vm', id: 'a' }, null, { n })
    await audited('vm.other', { type: 'vm', id: 'b' }, null, null)
    const mine = await call(t.app, 'GET', `${AUDIT}/vm/a?limit=2`, { token: t.admin.token })
    expect(mine.body.map((e: { action: string }) => e.action)).toEqual(['vm.step3', 'vm.step2'])
    const older = await call(t.app, 'GET', `${AUDIT}/vm/a?before=${mine.body[1].id}`, {
      token: t.admin.token,
    })
    expect(older.body.map((e: { action: string }) => e.action)).toEqual(['vm.step1'])
    const filtered = await call(t.app, 'GET', `${AUDIT}?target_type=vm&target_id=b`, { token: t.admin.token })
    expect(filtered.body.map((e: { action: string }) => e.action)).toEqual(['vm.other'])
  })

  it('validates the query: a limit beyond the page size is a 400 naming the field', async () => {
    const res = await call(t.app, 'GET', `${AUDIT}?limit=100000`, { token: t.admin.token })
    expect(res.status).toBe(400)
    expect(res.body.errors.limit).toBeDefined()
  })

  it('keeps no entry of a mutation whose transaction fails', async () => {
    const admin = (await principalFromApiKey(t.app.platform, t.admin.token))!
    await expect(
      t.store.db.transaction(async (tx) => {
        await recordAudit(tx, admin, 'config.update', { type: 'console_config', id: 'console' }, null, null)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await listAudit(t.store.db, { limit: 10 })).toEqual([])
  })
})
