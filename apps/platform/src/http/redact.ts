/**
 * Logs carry no secret, ever (issue 9, adversarial run item 5). A failing Drizzle query throws an error whose
 * message ends with `params: …` — the values of the query: password hashes, guest passwords, cloud-init, sealed
 * secrets. PostgreSQL's own error `detail` repeats values too (`Key (email)=(…) already exists`). So:
 * - {@link describeError} is what the unhandled-error log writes: the error's name, its message cut before any
 *   `params:` and bounded, the PostgreSQL error code, and the stack frames (never the message again);
 * - {@link redactLine} cleans a whole log line (server.ts applies it to every line, so a `String(error)` written
 *   by any module loses its parameters as well).
 */

/** Longest text of one logged field. */
const MAX_FIELD = 2_000

/** Cuts the query parameters (and anything after them) out of a text. */
export function redactText(text: string): string {
  const cut = text.search(/(^|\n|\s)params:/)
  const kept = cut === -1 ? text : text.slice(0, cut) + ' [params redacted]'
  return kept.length > MAX_FIELD ? kept.slice(0, MAX_FIELD) + '… [truncated]' : kept
}

/** A log-safe description of a thrown value: name, redacted message, PostgreSQL code, stack frames. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: redactText(String(error)) }
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n')
  const described: Record<string, unknown> = {
    error: `${error.name}: ${redactText(error.message)}`,
    stack: frames,
  }
  const code = codeOf(error)
  if (code) described.code = code
  const cause = (error as { cause?: unknown }).cause
  if (cause instanceof Error) described.cause = `${cause.name}: ${redactText(cause.message)}`
  return described
}

/** The PostgreSQL SQLSTATE of an error or its cause, on both drivers. */
export function codeOf(error: unknown): string | undefined {
  let e: unknown = error
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/** A log line with every string field redacted ({@link redactText}). */
export function redactLine(line: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(line)) {
    out[key] = typeof value === 'string' ? redactText(value) : value
  }
  return out
}
