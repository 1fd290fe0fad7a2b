/**
 * Where an expired session goes and comes back (issue: "an expired session returns to sign-in and then back
 * where the user was"). The return path travels in the sign-in URL as `?next=`.
 */

/** The sign-in route. */
export const SIGN_IN_PATH = '/sign-in'
/** The sign-up route. */
export const SIGN_UP_PATH = '/sign-up'
/** The page the mailed sign-up link opens. */
export const SIGN_UP_VERIFY_PATH = '/sign-up/verify'

/** The pages used without a session. */
export const AUTH_PATHS = [SIGN_IN_PATH, SIGN_UP_PATH, SIGN_UP_VERIFY_PATH]

/** True on the pages used without a session (sign-in, sign-up and its confirmation), with or without a slash. */
export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.some((p) => pathname === p || pathname === `${p}/`)
}

/**
 * The sign-in URL that returns to `returnTo` afterwards. The dashboard needs no `next`, and the auth pages
 * never become a return target (that would loop).
 */
export function signInUrl(returnTo: string): string {
  const path = safeNextPath(returnTo)
  return path === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(path)}`
}

/**
 * A return path that is safe to navigate to after sign-in: a same-origin absolute path. Anything else — an
 * absolute URL, a protocol-relative `//host`, a backslash trick, an auth page — becomes the dashboard, so a
 * crafted sign-in link cannot send the user to another site.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/'
  const pathname = next.split(/[?#]/, 1)[0] ?? '/'
  if (isAuthPath(pathname)) return '/'
  return next
}
