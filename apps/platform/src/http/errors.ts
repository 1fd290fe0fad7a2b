/**
 * The ONE error function of the platform (STYLE.md "A platform route"). Warren has three error shapes
 * (API-NOTES §1.5); we always send both keys, `{"message": …, "errors": {…}}`, with field errors under
 * `errors.<field>` and anything else under `errors.Error`, so every client decodes them.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'

/** The Warren error body. */
export type WarrenErrorBody = { message: string; errors: Record<string, string> }

/** An expected failure: thrown by services and routes, turned into a Warren error response by onError. */
export class WarrenError extends Error {
  constructor(
    /** HTTP status. */
    readonly status: ContentfulStatusCode,
    message: string,
    /** Field errors; default `{ Error: message }`. */
    readonly errors: Record<string, string> = { Error: message },
  ) {
    super(message)
    this.name = 'WarrenError'
  }

  /** The response body. */
  body(): WarrenErrorBody {
    return { message: this.message, errors: this.errors }
  }
}

/** Builds a {@link WarrenError}; `throw warrenError(404, 'Disk not found')`. */
export function warrenError(status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  return new WarrenError(status, message, errors)
}

/** Sends a Warren error response. */
export function sendError(c: Context, error: WarrenError) {
  return c.json(error.body(), error.status)
}

/**
 * A 400 naming every invalid field under `errors.<field>` (API-NOTES §1.5 shape 2). Errors without a path go
 * under `Error`. The message lists them so a toast is useful on its own.
 */
export function validationError(error: ZodError): WarrenError {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'Error'
    errors[field] ??= issue.message
  }
  const message = Object.entries(errors)
    .map(([field, text]) => (field === 'Error' ? text : `${field}: ${text}`))
    .join('; ')
  return new WarrenError(400, message, errors)
}

/** The Kong gateway's answer to an unknown route or location (API-NOTES §1.1). */
export const NO_ROUTE_MESSAGE = 'no route and no API found with those values'

/** The answer for a missing or deleted VM (API-NOTES §7.2, §15). */
export function noSuchVm(uuid: string): WarrenError {
  return new WarrenError(400, `No such virtual machine exists: ${uuid}`)
}
