/**
 * Passwords, session tokens and API tokens (PLATFORM-NOTES.md "Passwords, sessions, secrets"):
 * - passwords: node:crypto scrypt (memory-hard, no native code), N=2^15, r=8, p=1 with a raised `maxmem`
 *   (without it Node throws "memory limit exceeded"); the parameters are stored with the hash so the cost can
 *   change (tests use a small N);
 * - session tokens: random, only an HMAC-SHA256 keyed with the session key derived from SESSION_SECRET
 *   (auth/keys.ts) is stored;
 * - API tokens: random, only their sha256 is stored; the secret is shown once.
 */
import { createHash, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto'
import { deriveKey } from './keys.js'

const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string, cost = 2 ** 15): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, cost, 8, 1)
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A random URL-safe secret. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** The stored form of a session token: HMAC under the session key derived from `secret`. */
export function hashSessionToken(token: string, secret: string): string {
  return createHmac('sha256', deriveKey(secret, 'session-token')).update(token).digest('hex')
}

/** The stored form of an API token. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A new API token: 40 alphanumeric characters, like Warren's Kong keys. The first 8 are kept as `token_prefix`
 * so a user can tell tokens apart.
 */
export function newApiToken(): { token: string; prefix: string; hash: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = randomBytes(40)
  let token = ''
  for (const b of bytes) token += alphabet[b % alphabet.length]
  return { token, prefix: token.slice(0, 8), hash: hashApiToken(token) }
}
