/**
 * Rotating SESSION_SECRET alone (SEALING_SECRET set to its old value) ends the sessions and keeps the sealed
 * S3 secret keys readable (issue 9; README "Security").
 */
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.js'
import { SESSION_COOKIE } from '../http/auth.js'
import { testSettings } from '../settings.js'
import { call, usePlatform } from '../../test/helpers.js'
import { deriveKey } from './keys.js'

const t = usePlatform({ sessionSecret: 'old-secret', sealingSecret: 'old-secret' })

describe('derived keys', () => {
  it('differ per purpose and per secret', () => {
    expect(deriveKey('s', 'session-token').equals(deriveKey('s', 'sealed-secret'))).toBe(false)
    expect(deriveKey('s', 'session-token').equals(deriveKey('t', 'session-token'))).toBe(false)
    expect(deriveKey('s', 'session-token')).toHaveLength(32)
  })

  it('let the session secret rotate without losing sealed secrets', async () => {
    const keys = await call(t.app, 'POST', '/v1/storage/user/keys', { token: t.alice.token })
    expect(keys.status).toBe(200)
    const signIn = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: t.alice.email, password: t.alice.password },
    })
    const cookie = /cirrus_session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')![1]!
    const rotated = createApp(t.store, {
      settings: { ...testSettings, sessionSecret: 'new-secret', sealingSecret: 'old-secret' },
    })
    const after = await call(rotated, 'GET', '/v1/storage/user/keys', { token: t.alice.token })
    expect(after.status).toBe(200)
    expect(after.body).toEqual(keys.body)
    const session = await call(rotated, 'GET', '/v1/user-resource/user', {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    })
    expect(session.status).toBe(401)
  })
})
