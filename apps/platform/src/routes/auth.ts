/**
 * Console sign-in, sign-up and sign-out (CONTRACTS.md). Mounted at the root, outside /v1: these are not Warren
 * calls. The session is a random token in an HttpOnly SameSite=Lax cookie; only its keyed hash is stored.
 */
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { eq } from 'drizzle-orm'
import { SignInInputSchema, SignUpInputSchema } from '@cirrus/domain'
import { hashPassword, verifyPassword } from '../auth/secrets.js'
import { CLIENT_HEADER, SESSION_COOKIE } from '../http/auth.js'
import { warrenBody } from '../http/body.js'
import type { AppEnv } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  createSession,
  createUser,
  deleteSession,
  toCurrentUser,
  weakPasswordReason,
} from '../services/accounts.js'
import { users } from '../store/schema.js'

/** /auth/sign-in, /auth/sign-up, /auth/sign-out. */
export const authRoutes = (p: Platform) => {
  // Verifying against a dummy hash when the email is unknown keeps both answers equally slow.
  const dummyHash = hashPassword('not-a-real-password', p.settings.passwordCost)
  const cookieOptions = (maxAgeMs: number) =>
    ({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: p.settings.secureCookies,
      maxAge: Math.floor(maxAgeMs / 1000),
    }) as const

  return new Hono<AppEnv>()
    .post('/auth/sign-in', warrenBody(SignInInputSchema), async (c) => {
      const { email, password } = c.req.valid('json')
      const [user] = await p.store.db.select().from(users).where(eq(users.email, email.toLowerCase()))
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash))
      if (!user || !ok) throw new WarrenError(401, 'Wrong email or password')
      setCookie(c, SESSION_COOKIE, await createSession(p, user.id), cookieOptions(p.settings.sessionTtlMs))
      return c.json(toCurrentUser(user))
    })
    .post('/auth/sign-up', warrenBody(SignUpInputSchema), async (c) => {
      const input = c.req.valid('json')
      const weak = weakPasswordReason(input.password)
      if (weak) throw new WarrenError(400, weak, { password: weak })
      const user = await createUser(p, {
        email: input.email,
        password: input.password,
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
      })
      setCookie(c, SESSION_COOKIE, await createSession(p, user.id), cookieOptions(p.settings.sessionTtlMs))
      return c.json(toCurrentUser(user), 201)
    })
    .post('/auth/sign-out', async (c) => {
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
