/**
 * Table-driven checks of client calls against the recording server: each case names the call and the exact
 * request Warren expects (method, path, query, body encoding and body).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createWarrenClient, type WarrenClient } from '../client.js'
import type { Logger } from '../core.js'
import { decodeForm, startRecorder, type Recorder, type Reply } from './server.js'

/** One call and the request it must produce. */
export type CallCase = {
  name: string
  run: (client: WarrenClient) => Promise<unknown>
  reply?: Reply
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Decoded path, e.g. `/v1/tll01/user-resource/vm`. */
  path: string
  /** Exact query fields (none when left out). */
  query?: Record<string, string | string[]>
  /** Exact form fields; the body must be `application/x-www-form-urlencoded`. */
  form?: Record<string, string | string[]>
  /** Exact JSON body; the body must be `application/json`. */
  json?: unknown
  /** Checks on the parsed result. */
  check?: (result: unknown) => void
}

/** A logger that records instead of printing. */
export function recordingLogger(): Logger & { entries: { message: string; details: unknown }[] } {
  const entries: { message: string; details: unknown }[] = []
  return { entries, warn: (message, details) => entries.push({ message, details }) }
}

/** Starts a recorder for the surrounding describe block and gives a client bound to it. */
export function useRecorder(options: { apiKey?: string } = { apiKey: 'test-key' }) {
  const ctx = {} as { server: Recorder; client: WarrenClient; logger: ReturnType<typeof recordingLogger> }
  beforeAll(async () => {
    ctx.server = await startRecorder()
  })
  beforeEach(() => {
    ctx.server.reset()
    ctx.logger = recordingLogger()
    ctx.client = createWarrenClient({ baseUrl: ctx.server.url, ...options, logger: ctx.logger })
  })
  afterAll(async () => {
    await ctx.server.close()
  })
  return ctx
}

/** Runs every case as its own test. */
export function describeCalls(title: string, cases: CallCase[]) {
  describe(title, () => {
    const ctx = useRecorder()
    test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      ctx.server.reply(c.reply ?? { status: 200, body: {} })
      const result = await c.run(ctx.client)
      expect(ctx.server.requests).toHaveLength(1)
      const req = ctx.server.requests[0]!
      expect(req.method).toBe(c.method)
      expect(decodeURIComponent(req.path)).toBe(c.path)
      expect(decodeForm(req.rawQuery)).toEqual(c.query ?? {})
      expect(req.headers.apikey).toBe('test-key')
      if (c.form !== undefined) {
        expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded')
        expect(decodeForm(req.rawBody)).toEqual(c.form)
      } else if (c.json !== undefined) {
        expect(req.headers['content-type']).toMatch(/^application\/json/)
        expect(JSON.parse(req.rawBody)).toEqual(c.json)
      } else {
        expect(req.rawBody).toBe('')
      }
      c.check?.(result)
    })
  })
}
