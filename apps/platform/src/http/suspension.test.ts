import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../../test/helpers.js'
import { users } from '../store/schema.js'

const t = usePlatform()

describe('a suspended user (issue 13)', () => {
  it('answers 403 to every API call of theirs, by token or session, and again 200 once unsuspended', async () => {
    const signIn = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: t.alice.email, password: t.alice.password },
    })
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!
    expect((await call(t.app, 'GET', '/v1/user-resource/user', { token: t.alice.token })).status).toBe(200)

    await t.store.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, t.alice.id))
    const byToken = await call(t.app, 'GET', '/v1/user-resource/user', { token: t.alice.token })
    expect(byToken.status).toBe(403)
    expect(byToken.body.message).toBe('This user is suspended. Contact support.')
    const bySession = await call(t.app, 'GET', '/v1/user-resource/vm/list', { headers: { cookie } })
    expect(bySession.status).toBe(403)
    // Others are not affected.
    expect((await call(t.app, 'GET', '/v1/user-resource/user', { token: t.bob.token })).status).toBe(200)

    await t.store.db.update(users).set({ suspendedAt: null }).where(eq(users.id, t.alice.id))
    expect((await call(t.app, 'GET', '/v1/user-resource/user', { token: t.alice.token })).status).toBe(200)
  })
})
