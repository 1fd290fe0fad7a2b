/**
 * Secrets the API must show again (S3 secret keys, API-NOTES §10 "the secret is always returned"; managed-service
 * secrets, §9): stored sealed with AES-256-GCM under the sealing key derived (HKDF, auth/keys.ts) from
 * SEALING_SECRET (default SESSION_SECRET), so a copy of the database alone does not reveal them. Hashing (as for
 * API tokens) is not possible because Warren returns them on every read. The sealing key is separate from the
 * session key: rotating SESSION_SECRET with SEALING_SECRET set to its old value keeps these readable (README
 * "Security"). Rotating the sealing secret makes sealed values unreadable; `unseal` then throws.
 *
 * Versions: `v2` (HKDF key, written now); `v1` (sha256 of the secret, written before) is still read.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { deriveKey } from '../auth/keys.js'

const VERSION = 'v2'

function keyOf(version: string, secret: string): Buffer {
  if (version === 'v1') return createHash('sha256').update(`cirrus-sealed:${secret}`).digest()
  return deriveKey(secret, 'sealed-secret')
}

/** Seals a text as `v2.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function seal(plain: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(VERSION, secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.')
}

/** Opens a value made by {@link seal}; throws when it was sealed under another secret or altered. */
export function unseal(sealed: string, secret: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || body === undefined) {
    throw new Error('Not a sealed value')
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(version, secret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}
