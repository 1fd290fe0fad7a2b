/**
 * Console sign-in, sign-up, sign-out and password change (CONTRACTS.md). Mounted at the root, outside /v1: these
 * are not Warren calls. The session is a random token in an HttpOnly SameSite=Lax cookie (Secure by default in
 * production); only its keyed hash is stored.
 *
 * Hardening (issue 9, README "Security"):
 * - JSON bodies only (415 otherwise): a cross-site form can post urlencoded, multipart or text/plain, never
 *   application/json, so there is no login CSRF;
 * - attempts are throttled per account (email) and per client address BEFORE any password hash is computed
 *   (http/throttle.ts: 429 + Retry-After), so sign-in is no free scrypt CPU sink and guessing is slow;
 * - sign-up never tells whether an address is taken: the same 202 after the same work, the mailbox learns the
 *   rest (services/sign-up.ts); the account is created by following the mailed link (`/auth/sign-up/verify`);
 * - a password change ends every other session of the user and keeps the current one.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { SignInInputSchema, SignUpInputSchema, SignUpVerifyInputSchema } from '@cirrus/domain'
import { changePassword } from '../auth/sessions.js'
import { hashPassword, verifyPassword } from '../auth/secrets.js'
import { CLIENT_HEADER, SESSION_COOKIE } from '../http/auth.js'
import { publicRoutes, returns, takes } from '../http/route.js'
import { CurrentUser, SignUpAccepted } from '../http/entities.js'
import type { AppEnv } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { clientAddress } from '../http/security.js'
import { RateLimiter, throttle } from '../http/throttle.js'
import type { Platform } from '../platform.js'
import { confirmSignUp, requestSignUp, SIGN_UP_ACCEPTED } from '../services/sign-up.js'
import {
  createSession,
  deleteSession,
  principalFromSession,
  toCurrentUser,
  weakPasswordReason,
} from '../services/accounts.js'
import { findUserByEmail } from '../store/users.js'

/** Body of `POST /auth/password` (console "change password"). */
const PasswordChangeInputSchema = z.object({
  current_password: z.string().min(1),
  new_password: z.string().min(1),
})

/** Refuses any body that is not application/json (415). */
function jsonOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase().split(';')[0]!.trim()
    if (type !== 'application/json') {
      throw new WarrenError(415, 'Send the body as application/json')
    }
    await next()
  }
}

/** /auth/sign-in, /auth/sign-up, /auth/sign-out, /auth/password. */
export const authRoutes = (p: Platform) => {
  // Verifying against a dummy hash when the email is unknown keeps both answers equally slow.
  const dummyHash = hashPassword('not-a-real-password', p.settings.passwordCost)
  const perAccount = new RateLimiter(p.settings.authAttemptsPerAccount, p.settings.authWindowMs)
  const perAddress = new RateLimiter(p.settings.authAttemptsPerAddress, p.settings.authWindowMs)
  /** Counts an attempt of `action` on `account`; 429 when the account or the address is over its budget. */
  const attempt = (c: Context, action: string, account: string) => {
    const address = clientAddress(c, p.settings.trustProxy) ?? 'in-process'
    throttle(c, [
      [perAccount, `${action}:${account}`],
      [perAddress, `${action}@${address}`],
    ])
  }
  const cookieOptions = (maxAgeMs: number) =>
    ({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: p.settings.secureCookies,
      maxAge: Math.floor(maxAgeMs / 1000),
    }) as const
  const startSession = async (c: Context, userId: number) =>
    setCookie(c, SESSION_COOKIE, await createSession(p, userId), cookieOptions(p.settings.sessionTtlMs))
  const findUser = (email: string) => findUserByEmail(p.store.db, email.trim().toLowerCase())

  return publicRoutes()
    .post('/auth/sign-in', jsonOnly(), takes(SignInInputSchema, CurrentUser), async (c) => {
      const { email, password } = c.req.valid('json')
      const account = email.trim().toLowerCase()
      attempt(c, 'sign-in', account)
      const user = await findUser(account)
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash))
      if (!user || !ok) throw new WarrenError(401, 'Wrong email or password')
      perAccount.reset(`sign-in:${account}`)
      await startSession(c, user.id)
      return c.json(toCurrentUser(user))
    })
    .post('/auth/sign-up', jsonOnly(), takes(SignUpInputSchema, { 202: SignUpAccepted }), async (c) => {
      const input = c.req.valid('json')
      const weak = weakPasswordReason(input.password)
      if (weak) throw new WarrenError(400, weak, { password: weak })
      const email = input.email.trim().toLowerCase()
      attempt(c, 'sign-up', email)
      await requestSignUp(p, {
        email,
        password: input.password,
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
      })
      return c.json({ email, message: SIGN_UP_ACCEPTED }, 202)
    })
    .post(
      '/auth/sign-up/verify',
      jsonOnly(),
      takes(SignUpVerifyInputSchema, { 201: CurrentUser }),
      async (c) => {
        const { token } = c.req.valid('json')
        attempt(c, 'sign-up-verify', token.slice(0, 16))
        const user = await confirmSignUp(p, token)
        await startSession(c, user.id)
        return c.json(toCurrentUser(user), 201)
      },
    )
    .post('/auth/password', jsonOnly(), takes(PasswordChangeInputSchema, { 204: 'Changed' }), async (c) => {
      const token = getCookie(c, SESSION_COOKIE)
      const principal = token ? await principalFromSession(p, token) : null
      if (!principal) throw new WarrenError(401, 'No API key found in request')
      if (c.req.header(CLIENT_HEADER) !== 'console')
        throw new WarrenError(403, `Missing ${CLIENT_HEADER} header`)
      const input = c.req.valid('json')
      attempt(c, 'password', String(principal.user.id))
      if (!(await verifyPassword(input.current_password, principal.user.passwordHash))) {
        throw new WarrenError(400, 'Wrong current password', { current_password: 'Wrong current password' })
      }
      const weak = weakPasswordReason(input.new_password)
      if (weak) throw new WarrenError(400, weak, { new_password: weak })
      await changePassword(p, principal.user.id, input.new_password, token!)
      return c.body(null, 204)
    })
    .post('/auth/sign-out', returns({ 204: 'Signed out' }), async (c) => {
      const token = getCookie(c, SESSION_COOKIE)
      if (token) {
        // Cookie-authenticated and unsafe: the CSRF header rule applies (CONTRACTS.md).
        if (c.req.header(CLIENT_HEADER) !== 'console')
          throw new WarrenError(403, `Missing ${CLIENT_HEADER} header`)
        await deleteSession(p, token)
      }
      deleteCookie(c, SESSION_COOKIE, { path: '/' })
      return c.body(null, 204)
    })
}
