/**
 * One Warren API call as data (issue 10 "Show API request"): the client sends it, and the console shows the
 * same description as a `curl` command, so what the panel shows is exactly what is sent.
 */
import { encodeForm, type FormValue } from '../http/encode.js'

/** HTTP methods Warren uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The encodings of a Warren body (API-NOTES §1.3). */
export type ApiRequestEncoding = 'form' | 'json'

/** One call of the Warren API, without the server's origin and without credentials. */
export type ApiRequest = {
  /** The HTTP method. */
  method: Method
  /** The path from the server root, with `/v1` and the location slug: `/v1/tll01/storage/disks`. */
  path: string
  /** Query string fields, in order. */
  query?: Record<string, string>
  /**
   * The body's fields. In a form, arrays are repeated keys and `null`/`undefined` fields are left out
   * (API-NOTES §1.3); in JSON, `undefined` fields are left out.
   */
  body?: Record<string, unknown>
  /** How the body is encoded. @default 'form' */
  encoding?: ApiRequestEncoding
  /**
   * Body fields whose values the shown command never prints (a password): field → the shell variable the
   * command reads it from instead (`{ password: 'VM_PASSWORD' }` → `--data-urlencode "password=$VM_PASSWORD"`).
   * The client still sends the real value.
   */
  secrets?: Readonly<Record<string, string>>
  /**
   * Path segments not known when the command is shown — the id an earlier call of the same flow answers — that
   * the shown command reads from a shell variable instead: segment → variable (`{ GROUP_ID: 'GROUP_ID' }` turns
   * `…/access_group/GROUP_ID/impersonation` into `"…/access_group/$GROUP_ID/impersonation"`). Only for showing:
   * the client refuses to send a request that has them.
   */
  pathVariables?: Readonly<Record<string, string>>
}

/**
 * One of several calls a flow makes in order (a delegation group, then each of its users; every VM of a
 * service): what it does, in a few words, and the call. "Show API request" lists them in that order.
 */
export type ApiRequestStep = {
  /** What the call does, e.g. 'Add bob@example.com to the group'. One line. */
  title: string
  request: ApiRequest
}

/** The query fields of a request: values as strings, `undefined`/`null` left out, none → undefined. */
export function queryOf(fields: Record<string, FormValue> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined
  const entries = Object.entries(fields).flatMap(([key, value]) =>
    value === undefined || value === null
      ? []
      : [[key, Array.isArray(value) ? value.join(',') : String(value)]],
  )
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

/** A form body without its `undefined` fields (the client and the panel leave them out alike). */
export function formOf<T extends object>(fields: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
}

/** A JSON body without its `undefined` fields. */
export const jsonOf = formOf

/** The path and query string of a request, as sent: `/v1/tll01/user-resource/vm?uuid=…`. */
export function requestTarget(request: Pick<ApiRequest, 'path' | 'query'>): string {
  const query = request.query ? encodeForm(request.query) : ''
  return query === '' ? request.path : `${request.path}?${query}`
}

/** The encoded body of a request and its content type (none when it has no body). */
export function requestBody(
  request: Pick<ApiRequest, 'body' | 'encoding'>,
): { contentType: string; text: string } | undefined {
  if (request.body === undefined) return undefined
  if ((request.encoding ?? 'form') === 'json')
    return { contentType: 'application/json', text: JSON.stringify(request.body) }
  return {
    contentType: 'application/x-www-form-urlencoded',
    text: encodeForm(request.body as Record<string, FormValue>),
  }
}
