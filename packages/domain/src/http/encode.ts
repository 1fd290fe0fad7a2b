/**
 * Body and query encodings (API-NOTES §1.3). Warren takes VM and disk calls as
 * `application/x-www-form-urlencoded`, IPs, firewalls, load balancers and services as JSON, and some
 * parameters only in the query string.
 */

/** A value that can go into a form or query string. */
export type FormValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

/**
 * Encodes fields as a form/query string. Arrays become repeated keys (`public_keys`), booleans `true`/`false`,
 * `undefined` and `null` are left out. Spaces are sent as `%20`, never `+`, because some deployments decode
 * `+` in form bodies as a literal plus (API-NOTES §1.3).
 */
export function encodeForm(fields: Record<string, FormValue>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    const values = Array.isArray(value) ? value : [value]
    for (const v of values as (string | number | boolean)[]) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
    }
  }
  return parts.join('&')
}

/** A path with its query string appended (nothing appended when no field is set). */
export function withQuery(path: string, fields: Record<string, FormValue> | undefined): string {
  const query = fields ? encodeForm(fields) : ''
  return query === '' ? path : `${path}?${query}`
}

/** Encodes one path segment (uuids, addresses, ids, location slugs). */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value))
}

/** Drops `undefined` values so a JSON body carries only what was given. */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
