/**
 * Separate keys for separate jobs (issue 9): the session-token HMAC and the sealing of service secrets each use
 * their own 32-byte key derived with HKDF-SHA256 from a secret, with distinct `info` labels, so one key never
 * serves both purposes and knowing one derived key reveals nothing of the other.
 *
 * Rotation (README "Security"): the session key comes from SESSION_SECRET, the sealing key from SEALING_SECRET
 * (default: SESSION_SECRET). To rotate the session secret without losing the sealed S3 keys and service secrets,
 * set SEALING_SECRET to the current SESSION_SECRET, then change SESSION_SECRET: every session ends (users sign in
 * again), sealed values stay readable. Rotating SEALING_SECRET itself makes existing sealed values unreadable.
 */
import { hkdfSync } from 'node:crypto'

/** The purposes a key is derived for (HKDF `info`). */
export type KeyPurpose = 'session-token' | 'sealed-secret'

const cache = new Map<string, Buffer>()

/** The 32-byte key for `purpose` derived from `secret` (HKDF-SHA256, fixed salt, `cirrus/<purpose>` info). */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`
  let key = cache.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'cirrus-platform', `cirrus/${purpose}`, 32))
    cache.set(id, key)
  }
  return key
}
