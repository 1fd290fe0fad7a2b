/**
 * Malformed input never answers 500 (issue 9, adversarial run item 4): every mutating endpoint of the app (walked
 * from `app.routes`) gets a broken multipart body, a NUL byte, a lone UTF-16 surrogate and an integer over 32 bits
 * in each of its fields, and a bad %-escape in its path; each is a 400 naming the field.
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { call, usePlatform } from '../../test/helpers.js'
import { inputSchemas } from './body.js'

const t = usePlatform()

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The field names of a (possibly wrapped) zod object schema. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let s = schema as unknown as { _zod?: { def: Record<string, unknown> }; shape?: Record<string, unknown> }
  for (let depth = 0; s && depth < 10; depth++) {
    if (s.shape) return Object.keys(s.shape)
    const def = s._zod?.def
    s = (def?.in ?? def?.innerType ?? def?.schema) as typeof s
  }
  return []
}

/** Every mutating route with a concrete path and the fields its schema reads. */
function mutatingRoutes() {
  const byKey = new Map<string, { method: string; path: string; fields: Set<string> }>()
  for (const route of t.app.routes) {
    if (!MUTATING.has(route.method) || !route.path.startsWith('/v1/')) continue
    const path = route.path
      .replace(/:uuid(\{[^}]*\})?/g, '0b6a4c59-3b1e-4f8a-9d59-1c5e4a1f2b3c')
      .replace(/:id(\{[^}]*\})?/g, '1')
      .replace(/:[a-z_]+(\{[^}]*\})?/gi, 'x')
    const key = `${route.method} ${path}`
    const entry = byKey.get(key) ?? { method: route.method, path, fields: new Set<string>() }
    for (const field of fieldsOf(inputSchemas.get(route.handler))) entry.fields.add(field)
    byKey.set(key, entry)
  }
  return [...byKey.values()]
}

const BAD_VALUES: [string, unknown][] = [
  ['a NUL byte', 'a\u0000b'],
  ['a lone surrogate', 'x\ud800y'],
  ['an integer over 32 bits', 2 ** 40],
]

describe('malformed input on every mutating endpoint', () => {
  it('walks a real set of routes', () => {
    const routes = mutatingRoutes()
    expect(routes.length).toBeGreaterThan(40)
    expect(routes.filter((r) => r.fields.size > 0).length).toBeGreaterThan(30)
  })

  it('answers a broken multipart body with 400, never 500', async () => {
    const failures: string[] = []
    for (const { method, path } of mutatingRoutes()) {
      const res = await t.app.request(path, {
        method,
        headers: { apikey: t.alice.token, 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      })
      const body = (await res.json()) as { errors?: Record<string, string> }
      if (res.status !== 400 || !body.errors?.body) failures.push(`${method} ${path}: ${res.status}`)
    }
    expect(failures).toEqual([])
  })

  it('answers a NUL byte, a lone surrogate or a 33-bit integer in any field with 400 naming the field', async () => {
    const failures: string[] = []
    for (const { method, path, fields } of mutatingRoutes()) {
      for (const field of fields.size ? fields : new Set(['name'])) {
        for (const [what, value] of BAD_VALUES) {
          // A form cannot carry a lone surrogate (UTF-8 has none: it arrives as U+FFFD), so JSON only.
          const encodings = what === 'a lone surrogate' ? (['json'] as const) : (['json', 'form'] as const)
          for (const encoding of encodings) {
            const body = { [field]: value }
            const res = await call(t.app, method, path, {
              token: t.alice.token,
              ...(encoding === 'json' ? { json: body } : { form: { [field]: String(value) } }),
            })
            if (res.status >= 500) failures.push(`${method} ${path} ${field} ${what} (${encoding}): 500`)
            else if (res.status === 400 && what !== 'an integer over 32 bits' && !res.body.errors?.[field]) {
              failures.push(`${method} ${path} ${field} ${what} (${encoding}): ${JSON.stringify(res.body)}`)
            }
          }
        }
      }
    }
    expect(failures).toEqual([])
    // Some 2,000 requests, one after another, growing with the API: more time than one request's test needs.
  }, 180_000)

  it('answers a bad %-escape in the location slug or anywhere in the path with 400', async () => {
    const failures: string[] = []
    for (const { method, path } of mutatingRoutes()) {
      for (const bad of [path.replace('/v1/', '/v1/%ZZ/'), path + '/%E0%A4%A']) {
        const res = await call(t.app, method, bad, { token: t.alice.token, json: {} })
        if (res.status !== 400) failures.push(`${method} ${bad}: ${res.status}`)
      }
    }
    expect(failures).toEqual([])
    const slug = await call(t.app, 'GET', '/v1/%ZZ/user-resource/vm/list', { token: t.alice.token })
    expect(slug.status).toBe(400)
    expect(slug.body.errors.location).toMatch(/escape/)
  })

  it('answers integers over 32 bits in a path or a schema field with 400, not a database error', async () => {
    const token = await call(t.app, 'DELETE', '/v1/user-resource/token/99999999999', { token: t.alice.token })
    expect(token.status).toBe(400)
    const invoices = await call(t.app, 'GET', '/v1/payment/billing_account/99999999999/invoices', {
      token: t.alice.token,
    })
    expect(invoices.status).toBe(400)
  })

  it('answers a 1 MB SSH key name with 400 naming the field', async () => {
    const res = await call(t.app, 'POST', '/v1/user-resource/ssh_keys', {
      token: t.alice.token,
      json: {
        name: 'k'.repeat(1_000_000),
        public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3tBWb0bmn3ZQ1XGN0rC9FcEl5vhR+iF2WwCmLh7bX a@b',
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.name).toBeTruthy()
  })
})
