/**
 * The request body limit (issue 9, adversarial run item 3): 413 in Warren's shape on every route, enforced while
 * streaming; an anonymous /v1 body is never read before its 401.
 */
import { describe, expect, it } from 'vitest'
import { usePlatform } from '../../test/helpers.js'

const LIMIT = 64 * 1024
const t = usePlatform({ bodyLimitBytes: LIMIT })

/** A body of `total` bytes produced on demand, counting what the server pulled. */
function countingBody(total: number) {
  const counter = { pulled: 0 }
  const chunk = new Uint8Array(16 * 1024).fill(0x61)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, counter }
}

function send(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('request body limit', () => {
  it('refuses a body whose Content-Length is over the limit with 413, without reading it', async () => {
    const { stream, counter } = countingBody(300 * 1024 * 1024)
    const res = await send('/v1/user-resource/ssh_keys', stream, {
      apikey: t.alice.token,
      'content-length': String(300 * 1024 * 1024),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      message: `Request body is larger than the limit of ${LIMIT} bytes`,
      errors: { Error: `Request body is larger than the limit of ${LIMIT} bytes` },
    })
    expect(counter.pulled).toBeLessThanOrEqual(32 * 1024)
  })

  it('stops reading a streamed body at the limit (no Content-Length)', async () => {
    const { stream, counter } = countingBody(300 * 1024 * 1024)
    const res = await send('/v1/user-resource/ssh_keys', stream, { apikey: t.alice.token })
    expect(res.status).toBe(413)
    expect(counter.pulled).toBeLessThan(LIMIT + 64 * 1024)
  })

  it('answers an anonymous /v1 body with 401 without reading it', async () => {
    const { stream, counter } = countingBody(100 * 1024 * 1024)
    const res = await send('/v1/user-resource/ssh_keys', stream)
    expect(res.status).toBe(401)
    expect(counter.pulled).toBeLessThanOrEqual(32 * 1024)
  })

  it('limits the bodies outside /v1 too (sign-in)', async () => {
    const { stream } = countingBody(10 * 1024 * 1024)
    const res = await send('/auth/sign-in', stream)
    expect(res.status).toBe(413)
  })

  it('accepts a body under the limit', async () => {
    const res = await send(
      '/v1/user-resource/ssh_keys',
      JSON.stringify({
        name: 'laptop',
        public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3tBWb0bmn3ZQ1XGN0 a@b',
      }),
      { apikey: t.alice.token },
    )
    expect(res.status).toBe(200)
  })
})

describe('the integer floor and bigserial ids (issue 18)', () => {
  it('leaves only a field the domain bounds between 2^31 − 1 and 2^53 − 1 to the domain', async () => {
    const { z } = await import('zod')
    const { bigserialIdFields } = await import('./body.js')
    const { ActivityListQuerySchema, ActivityStreamQuerySchema, MAX_INT32 } = await import('@cirrus/domain')
    expect([...bigserialIdFields(ActivityListQuerySchema)]).toEqual(['before'])
    expect([...bigserialIdFields(ActivityStreamQuerySchema)]).toEqual(['after'])
    const plain = z.object({
      n: z.coerce.number().int().max(MAX_INT32),
      unbounded: z.coerce.number().int(),
      beyond: z.number().max(Number.MAX_VALUE),
    })
    expect([...bigserialIdFields(plain)]).toEqual([])
  })
})
