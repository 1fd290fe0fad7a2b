import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../../test/helpers.js'
import type { MemoryMailer } from '../mail/mailer.js'
import { SIGN_UP_ACCEPTED } from '../services/sign-up.js'

const t = usePlatform()
const mails = () => (t.app.platform.mailer as MemoryMailer).sent
/** The token of the sign-up link in a mail. */
const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!

function sessionCookie(headers: Headers): string {
  const raw = headers.get('set-cookie') ?? ''
  const m = /cirrus_session=([^;]+)/.exec(raw)
  if (!m) throw new Error(`no session cookie in ${raw}`)
  return `cirrus_session=${m[1]}`
}

describe('sign-up, sign-in, sign-out (CONTRACTS.md)', () => {
  it('signs up by e-mail: 202, then the mailed link creates the account with an HttpOnly SameSite=Lax session', async () => {
    const res = await call(t.app, 'POST', '/auth/sign-up', {
      json: { email: 'Carol@Example.test', password: 'a-long-password-9', first_name: 'Carol' },
    })
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ email: 'carol@example.test', message: SIGN_UP_ACCEPTED })
    expect(res.headers.get('set-cookie')).toBeNull()
    // No account until the link is followed.
    const early = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: 'carol@example.test', password: 'a-long-password-9' },
    })
    expect(early.status).toBe(401)

    const mail = mails().at(-1)!
    expect(mail).toMatchObject({ to: 'carol@example.test', subject: 'Finish creating your Cirrus account' })
    const verify = await call(t.app, 'POST', '/auth/sign-up/verify', { json: { token: tokenOf(mail.text) } })
    expect(verify.status).toBe(201)
    expect(verify.body).toMatchObject({
      name: 'carol@example.test',
      is_admin: false,
      profile_data: { first_name: 'Carol', last_name: '', email: 'carol@example.test' },
    })
    const setCookie = verify.headers.get('set-cookie')!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\//)
    const me = await call(t.app, 'GET', '/v1/user-resource/user', {
      headers: { cookie: sessionCookie(verify.headers) },
    })
    expect(me.status).toBe(200)
    expect(me.body.name).toBe('carol@example.test')
    const accounts = await call(t.app, 'GET', '/v1/payment/billing_account/list', {
      headers: { cookie: sessionCookie(verify.headers) },
    })
    expect(accounts.body).toHaveLength(1)
    // The password chosen at sign-up signs in.
    const signIn = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: 'carol@example.test', password: 'a-long-password-9' },
    })
    expect(signIn.status).toBe(200)
  })

  it('refuses a weak password with 400 errors.password and an invalid email with errors.email, mailing nothing', async () => {
    const before = mails().length
    const weak = await call(t.app, 'POST', '/auth/sign-up', {
      json: { email: 'x@example.test', password: 'short' },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.errors).toHaveProperty('password')
    const invalid = await call(t.app, 'POST', '/auth/sign-up', {
      json: { email: 'not-an-email', password: 'x' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('email')
    expect(mails()).toHaveLength(before)
  })

  it('answers wrong credentials with 401 "Wrong email or password"', async () => {
    for (const body of [
      { email: t.alice.email, password: 'wrong-password-1' },
      { email: 'nobody@example.test', password: 'whatever-1' },
    ]) {
      const res = await call(t.app, 'POST', '/auth/sign-in', { json: body })
      expect(res.status).toBe(401)
      expect(res.body.message).toBe('Wrong email or password')
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it('signs in, requires X-Cirrus-Client on unsafe cookie requests, and signs out', async () => {
    // JSON: sign-in refuses forms (no login CSRF, routes/auth-security.test.ts).
    const signIn = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: t.alice.email, password: t.alice.password },
    })
    expect(signIn.status).toBe(200)
    expect(signIn.body.id).toBe(t.alice.id)
    const cookie = sessionCookie(signIn.headers)

    const withoutHeader = await call(t.app, 'POST', '/v1/user-resource/token', {
      headers: { cookie },
      json: { description: 'csrf' },
    })
    expect(withoutHeader.status).toBe(403)
    expect(withoutHeader.body.message).toBe('Missing X-Cirrus-Client header')
    const withHeader = await call(t.app, 'POST', '/v1/user-resource/token', {
      headers: { cookie, 'X-Cirrus-Client': 'console' },
      json: { description: 'csrf' },
    })
    expect(withHeader.status).toBe(200)

    const outWithoutHeader = await call(t.app, 'POST', '/auth/sign-out', { headers: { cookie } })
    expect(outWithoutHeader.status).toBe(403)
    const out = await call(t.app, 'POST', '/auth/sign-out', {
      headers: { cookie, 'X-Cirrus-Client': 'console' },
    })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/cirrus_session=;/)
    const after = await call(t.app, 'GET', '/v1/user-resource/user', { headers: { cookie } })
    expect(after.status).toBe(401)
  })

  it('expires sessions after their lifetime', async () => {
    const signIn = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: t.alice.email, password: t.alice.password },
    })
    const cookie = sessionCookie(signIn.headers)
    t.clock.advance(t.app.platform.settings.sessionTtlMs + 1000)
    const res = await call(t.app, 'GET', '/v1/user-resource/user', { headers: { cookie } })
    expect(res.status).toBe(401)
  })
})
