/** What a finished operation keeps of its payload: no secrets (ops/runner.ts removes them when it finishes). */

/** Payload fields a finished operation must not keep (API-NOTES §7.3 create inputs that are secrets). */
export const SECRET_PAYLOAD_KEYS = ['passwordHash', 'cloudInit'] as const

/** The payload without its secrets, as a finished operation keeps it. */
export function redactPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...payload }
  for (const key of SECRET_PAYLOAD_KEYS) delete kept[key]
  return kept
}
