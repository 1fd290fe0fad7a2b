/**
 * Sign-in, sign-up and password change hardening (issue 9, adversarial run item 8): throttled per account and per
 * address before any hash is computed (429 + Retry-After), JSON only (no login CSRF), no answer that tells which
 * emails have accounts, a password change ends the other sessions.
 */
import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../../test/helpers.js'
import { eq } from 'drizzle-orm'
import { CLIENT_HEADER, SESSION_COOKIE } from '../http/auth.js'
import type { MemoryMailer } from '../mail/mailer.js'
import { deleteExpiredSignUps, SIGN_UP_LINK_INVALID } from '../services/sign-up.js'
import { testSettings } from '../settings.js'
import { signUpRequests, users } from '../store/schema.js'

const t = usePlatform({
  authAttemptsPerAccount: 3,
  authAttemptsPerAddress: 8,
  authWindowMs: 60_000,
  publicUrl: 'https://console.example.test',
})

const signIn = (email: string, password: string) =>
  call(t.app, 'POST', '/auth/sign-in', { json: { email, password } })

function cookieOf(res: { headers: Headers }): string {
  return /cirrus_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!
}

describe('sign-in throttle', () => {
  it('answers 429 with Retry-After after too many attempts on one account, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t.alice.email, 'wrong-password-1')).status).toBe(401)
    const blocked = await signIn(t.alice.email, t.alice.password)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body.message).toMatch(/Too many requests/)
    // Another account from the same address is still allowed.
    expect((await signIn(t.bob.email, t.bob.password)).status).toBe(200)
  })

  it('limits one address across accounts', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await signIn(`nobody${i}@example.test`, 'x')).status)
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(8)).toEqual([429, 429])
  })

  it('refuses a throttled attempt before hashing the password', async () => {
    for (let i = 0; i < 3; i++) await signIn(t.alice.email, 'wrong-password-1')
    // A stored hash whose cost scrypt refuses (memory limit): computing it would be a 500, not a 429.
    await t.store.db
      .update(users)
      .set({ passwordHash: 'scrypt$4194304$8$1$c2FsdA$aGFzaA' })
      .where(eq(users.id, t.alice.id))
    const blocked = await signIn(t.alice.email, 'wrong-password-1')
    expect(blocked.status).toBe(429)
  })
})

describe('sign-in accepts JSON only', () => {
  it('refuses a form post (login CSRF) and a text/plain JSON body with 415', async () => {
    const form = await call(t.app, 'POST', '/auth/sign-in', {
      form: { email: t.alice.email, password: t.alice.password },
    })
    expect(form.status).toBe(415)
    expect(form.headers.get('set-cookie')).toBeNull()
    const plain = await t.app.request('/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: t.alice.email, password: t.alice.password }),
    })
    expect(plain.status).toBe(415)
  })
})

describe('sign-up and taken emails', () => {
  const mails = () => (t.app.platform.mailer as MemoryMailer).sent
  const signUp = (email: string, password = 'a-good-password-1') =>
    call(t.app, 'POST', '/auth/sign-up', { json: { email, password } })
  const verify = (token: string) => call(t.app, 'POST', '/auth/sign-up/verify', { json: { token } })
  const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!

  it('answers a taken email exactly like a free one; only the mailbox learns which it was', async () => {
    const taken = await signUp(t.alice.email, 'another-password-2')
    const free = await signUp('fresh@example.test')
    expect(taken.status).toBe(202)
    expect(free.status).toBe(202)
    expect(Object.keys(taken.body)).toEqual(Object.keys(free.body))
    expect(taken.body.message).toBe(free.body.message)
    expect(taken.headers.get('set-cookie')).toBeNull()
    const [notice, link] = mails().slice(-2)
    expect(notice).toMatchObject({ to: t.alice.email, subject: 'Your Cirrus account' })
    expect(notice!.text).not.toMatch(/token=/)
    expect(link).toMatchObject({ to: 'fresh@example.test', subject: 'Finish creating your Cirrus account' })
    // The taken account is untouched: its password still signs in, the other does not.
    expect((await signIn(t.alice.email, t.alice.password)).status).toBe(200)
    expect((await signIn(t.alice.email, 'another-password-2')).status).toBe(401)
  })

  it('links to PUBLIC_URL, never to the Host the request named', async () => {
    await call(t.app, 'POST', '/auth/sign-up', {
      headers: { host: 'evil.example' },
      json: { email: 'host@example.test', password: 'a-good-password-1' },
    })
    const link = /https?:\/\/\S+/.exec(mails().at(-1)!.text)![0]
    expect(new URL(link).origin).toBe('https://console.example.test')
    expect(new URL(link).pathname).toBe('/sign-up/verify')
  })

  it('works once; an unknown, used or expired link is refused with one message', async () => {
    await signUp('once@example.test')
    const token = tokenOf(mails().at(-1)!.text)
    expect((await verify(token)).status).toBe(201)
    for (const res of [await verify(token), await verify('not-a-token')]) {
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ message: SIGN_UP_LINK_INVALID, errors: { token: SIGN_UP_LINK_INVALID } })
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    await signUp('late@example.test')
    const late = tokenOf(mails().at(-1)!.text)
    t.clock.advance(testSettings.signUpTtlMs + 1)
    expect((await verify(late)).status).toBe(400)
    expect((await signIn('late@example.test', 'a-good-password-1')).status).toBe(401)
    // The periodic tick removes expired sign-ups.
    expect(await deleteExpiredSignUps(t.app.platform)).toBe(1)
  })

  it('keeps no secret in the database: the link token and the password only as hashes', async () => {
    await signUp('hashes@example.test', 'a-good-password-1')
    const token = tokenOf(mails().at(-1)!.text)
    const [row] = await t.store.db
      .select()
      .from(signUpRequests)
      .where(eq(signUpRequests.email, 'hashes@example.test'))
    expect(row!.tokenHash).not.toContain(token)
    expect(row!.passwordHash).not.toContain('a-good-password-1')
  })

  it('is throttled per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 9; i++) statuses.push((await signUp(`new${i}@example.test`)).status)
    expect(statuses.slice(0, 8).every((s) => s === 202)).toBe(true)
    expect(statuses[8]).toBe(429)
  })
})

describe('password change', () => {
  it('ends the other sessions and keeps the current one', async () => {
    const first = cookieOf(await signIn(t.alice.email, t.alice.password))
    const second = cookieOf(await signIn(t.alice.email, t.alice.password))
    const change = await call(t.app, 'POST', '/auth/password', {
      headers: { cookie: `${SESSION_COOKIE}=${first}`, [CLIENT_HEADER]: 'console' },
      json: { current_password: t.alice.password, new_password: 'a-new-password-2' },
    })
    expect(change.status).toBe(204)
    const me = (cookie: string) =>
      call(t.app, 'GET', '/v1/user-resource/user', { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })
    expect((await me(first)).status).toBe(200)
    expect((await me(second)).status).toBe(401)
    expect((await signIn(t.alice.email, 'a-new-password-2')).status).toBe(200)
  })

  it('refuses a wrong current password, a weak new one and a missing CSRF header', async () => {
    const cookie = cookieOf(await signIn(t.alice.email, t.alice.password))
    const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, [CLIENT_HEADER]: 'console' }
    const wrong = await call(t.app, 'POST', '/auth/password', {
      headers,
      json: { current_password: 'not-it-123', new_password: 'a-new-password-2' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.current_password).toBeTruthy()
    const weak = await call(t.app, 'POST', '/auth/password', {
      headers,
      json: { current_password: t.alice.password, new_password: 'short' },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.errors.new_password).toBeTruthy()
    const csrf = await call(t.app, 'POST', '/auth/password', {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      json: { current_password: t.alice.password, new_password: 'a-new-password-2' },
    })
    expect(csrf.status).toBe(403)
    const anonymous = await call(t.app, 'POST', '/auth/password', {
      json: { current_password: t.alice.password, new_password: 'a-new-password-2' },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('API rate limit per account', () => {
  const limited = usePlatform({ apiRequestsPerMinute: 5 })
  it('answers 429 with Retry-After past the budget, per account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(limited.app, 'GET', '/v1/user-resource/user', { token: limited.alice.token })).status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const res = await call(limited.app, 'GET', '/v1/user-resource/user', { token: limited.alice.token })
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(res.body.message).toMatch(/Too many requests/)
    expect(
      (await call(limited.app, 'GET', '/v1/user-resource/user', { token: limited.bob.token })).status,
    ).toBe(200)
  })
})

describe('password reset by the operator', () => {
  it('ends every session of the user', async () => {
    const { setPassword } = await import('../services/accounts.js')
    const cookie = cookieOf(await signIn(t.alice.email, t.alice.password))
    expect(await setPassword(t.app.platform, t.alice.email, 'reset-password-3')).toBe(true)
    const me = await call(t.app, 'GET', '/v1/user-resource/user', {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    })
    expect(me.status).toBe(401)
  })
})
