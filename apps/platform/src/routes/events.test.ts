import { ActivityEventSchema, MAX_INT32 } from '@cirrus/domain'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shareWith } from '../../test/delegation.js'
import { insertVm } from '../../test/fixtures.js'
import { call, usePlatform, type TestContext } from '../../test/helpers.js'

const t = usePlatform()

const stop = (token: string, uuid: string) =>
  call(t.app, 'POST', '/v1/tll01/user-resource/vm/stop', { token, json: { uuid } })

const feed = async (token: string, query = '') => {
  const res = await call(t.app, 'GET', `/v1/events${query}`, { token })
  expect(res.status).toBe(200)
  return ActivityEventSchema.array().parse(res.body)
}

/** Opens an SSE stream and returns a reader of its `activity` events (ids and parsed data). */
async function openStream(ctx: TestContext, token: string, path = '/v1/events/stream', headers = {}) {
  const controller = new AbortController()
  const res = await ctx.app.request(path, {
    headers: { apikey: token, ...headers },
    signal: controller.signal,
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const frames: { event?: string; id?: string; data?: string }[] = []
  /** Reads until `count` frames named `event` arrived. */
  const until = async (event: string, count: number) => {
    while (frames.filter((f) => f.event === event).length < count) {
      const { value, done } = await reader.read()
      if (done) throw new Error('stream ended')
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const frame: { event?: string; id?: string; data?: string } = {}
        for (const line of buffer.slice(0, end).split('\n')) {
          const [field, ...rest] = line.split(': ')
          if (field === 'event' || field === 'id' || field === 'data') frame[field] = rest.join(': ')
        }
        frames.push(frame)
        buffer = buffer.slice(end + 2)
      }
    }
    return frames.filter((f) => f.event === event)
  }
  const close = async () => {
    controller.abort()
    await reader.cancel().catch(() => undefined)
  }
  return { until, close, frames }
}

describe('activity feed (issue 18): GET /v1/events', () => {
  it('records who did what to which resource, when and how it ended', async () => {
    const vm = await insertVm(t.store, t.alice, { name: 'web-1' })
    expect((await stop(t.alice.token, vm.uuid)).status).toBe(200)
    const [event] = await feed(t.alice.token)
    expect(event).toMatchObject({
      actor_email: t.alice.email,
      action: 'vm.stop',
      resource_type: 'virtual_machine',
      resource_uuid: vm.uuid,
      resource_name: 'web-1',
      location: 'tll01',
      result: 'ok',
      status: 200,
      message: null,
    })
    expect(Date.parse(event!.finished_at)).toBeGreaterThanOrEqual(Date.parse(event!.started_at))
  })

  it('a stranger sees none of it, and their refused attempt names nothing of the resource', async () => {
    const vm = await insertVm(t.store, t.alice, { name: 'secret-name' })
    await stop(t.alice.token, vm.uuid)
    expect(await feed(t.bob.token)).toEqual([])
    expect((await stop(t.bob.token, vm.uuid)).status).toBe(400)
    const [attempt] = await feed(t.bob.token)
    expect(attempt).toMatchObject({ action: 'vm.stop', result: 'failed', status: 400, resource_name: null })
    // Alice's feed has her own stop only, not the stranger's attempt.
    expect((await feed(t.alice.token)).map((e) => e.actor_email)).toEqual([t.alice.email])
  })

  it('a delegated user sees the grantor’s events', async () => {
    await shareWith(t, t.alice, t.bob)
    const vm = await insertVm(t.store, t.alice)
    await stop(t.alice.token, vm.uuid)
    expect((await feed(t.bob.token)).map((e) => e.resource_uuid)).toContain(vm.uuid)
  })

  it('filters by result, type and time and pages with `before`', async () => {
    const vm = await insertVm(t.store, t.alice)
    await stop(t.alice.token, vm.uuid)
    await call(t.app, 'POST', '/v1/tll01/user-resource/vm/start', {
      token: t.alice.token,
      json: { uuid: vm.uuid },
    })
    await call(t.app, 'DELETE', '/v1/tll01/storage/disks/00000000-0000-4000-8000-000000000000', {
      token: t.alice.token,
    })
    const all = await feed(t.alice.token)
    expect(all.map((e) => e.action)).toEqual(['disk.delete', 'vm.start', 'vm.stop'])
    expect((await feed(t.alice.token, '?result=failed')).map((e) => e.action)).toEqual(['disk.delete'])
    expect((await feed(t.alice.token, '?resource_type=virtual_machine')).map((e) => e.action)).toEqual([
      'vm.start',
      'vm.stop',
    ])
    expect((await feed(t.alice.token, `?limit=1&before=${all[0]!.id}`)).map((e) => e.action)).toEqual([
      'vm.start',
    ])
    const later = new Date(t.clock.now.getTime() + 60_000).toISOString()
    expect(await feed(t.alice.token, `?since=${encodeURIComponent(later)}`)).toEqual([])
    expect((await call(t.app, 'GET', '/v1/events?result=maybe', { token: t.alice.token })).status).toBe(400)
  })

  it('administrators read everyone’s under /v1/admin/events; customers are refused', async () => {
    const vm = await insertVm(t.store, t.alice)
    await stop(t.alice.token, vm.uuid)
    const admin = await call(t.app, 'GET', '/v1/admin/events', { token: t.admin.token })
    expect(admin.status).toBe(200)
    expect(admin.body.map((e: { actor_email: string }) => e.actor_email)).toContain(t.alice.email)
    expect((await call(t.app, 'GET', '/v1/admin/events', { token: t.alice.token })).status).toBe(403)
    expect((await call(t.app, 'GET', '/v1/admin/events/stream', { token: t.alice.token })).status).toBe(403)
  })
})

describe('activity stream (issue 18): GET /v1/events/stream (SSE)', () => {
  it('streams the owner’s events as they happen and never a stranger’s', async () => {
    const vm = await insertVm(t.store, t.alice)
    const alice = await openStream(t, t.alice.token)
    const bob = await openStream(t, t.bob.token)
    await alice.until('ready', 1)
    await bob.until('ready', 1)
    await stop(t.alice.token, vm.uuid)
    await stop(t.bob.token, (await insertVm(t.store, t.bob)).uuid)
    const [got] = await alice.until('activity', 1)
    expect(JSON.parse(got!.data!)).toMatchObject({ action: 'vm.stop', resource_uuid: vm.uuid })
    const [bobs] = await bob.until('activity', 1)
    // Bob's first event is his own stop, never Alice's.
    expect(JSON.parse(bobs!.data!).actor_email).toBe(t.bob.email)
    await alice.close()
    await bob.close()
  })

  it('resumes after Last-Event-ID with what the client missed', async () => {
    const vm = await insertVm(t.store, t.alice)
    await stop(t.alice.token, vm.uuid)
    const [first] = await feed(t.alice.token)
    await call(t.app, 'POST', '/v1/tll01/user-resource/vm/start', {
      token: t.alice.token,
      json: { uuid: vm.uuid },
    })
    const resumed = await openStream(t, t.alice.token, '/v1/events/stream', {
      'last-event-id': String(first!.id),
    })
    const [missed] = await resumed.until('activity', 1)
    expect(JSON.parse(missed!.data!).action).toBe('vm.start')
    expect(Number(missed!.id)).toBeGreaterThan(first!.id)
    await resumed.close()
    const bad = await call(t.app, 'GET', '/v1/events/stream', {
      token: t.alice.token,
      headers: { 'last-event-id': 'x' },
    })
    expect(bad.status).toBe(400)
  })

  it('the admin stream carries every user’s events', async () => {
    const admin = await openStream(t, t.admin.token, '/v1/admin/events/stream')
    await admin.until('ready', 1)
    await stop(t.alice.token, (await insertVm(t.store, t.alice)).uuid)
    const [got] = await admin.until('activity', 1)
    expect(JSON.parse(got!.data!).actor_email).toBe(t.alice.email)
    await admin.close()
  })

  it('an anonymous caller gets 401', async () => {
    expect((await call(t.app, 'GET', '/v1/events/stream')).status).toBe(401)
  })
})

describe('two platform processes on one database (issue 18)', () => {
  it('an event recorded by one process reaches a stream held by the other', async () => {
    const { createApp } = await import('../app.js')
    const { testSettings } = await import('../settings.js')
    // A second platform over the same store: it shares nothing in memory with t.app, only the table.
    const other = createApp(t.store, { settings: testSettings, clock: t.clock.fn })
    const stream = await openStream({ ...t, app: other }, t.alice.token)
    await stream.until('ready', 1)
    const vm = await insertVm(t.store, t.alice)
    await stop(t.alice.token, vm.uuid)
    const [got] = await stream.until('activity', 1)
    expect(JSON.parse(got!.data!).resource_uuid).toBe(vm.uuid)
    await stream.close()
    await other.platform.stop()
  })
})

describe('the admin stream across processes (issue 18, admin live updates)', () => {
  it('a customer is refused; an event another user makes through one process reaches an admin on the other', async () => {
    const { createApp } = await import('../app.js')
    const { testSettings } = await import('../settings.js')
    const other = createApp(t.store, { settings: testSettings, clock: t.clock.fn })
    const refused = await other.request('/v1/admin/events/stream', { headers: { apikey: t.bob.token } })
    expect(refused.status).toBe(403)
    const admin = await openStream({ ...t, app: other }, t.admin.token, '/v1/admin/events/stream')
    await admin.until('ready', 1)
    const vm = await insertVm(t.store, t.bob)
    await stop(t.bob.token, vm.uuid)
    const [got] = await admin.until('activity', 1)
    expect(JSON.parse(got!.data!)).toMatchObject({
      actor_email: t.bob.email,
      action: 'vm.stop',
      resource_uuid: vm.uuid,
    })
    await admin.close()
    // Resuming with Last-Event-ID, the admin gets what it missed: another user's event.
    await call(t.app, 'POST', '/v1/tll01/user-resource/vm/start', {
      token: t.bob.token,
      json: { uuid: vm.uuid },
    })
    const resumed = await openStream({ ...t, app: other }, t.admin.token, '/v1/admin/events/stream', {
      'last-event-id': got!.id!,
    })
    const [missed] = await resumed.until('activity', 1)
    expect(JSON.parse(missed!.data!)).toMatchObject({ actor_email: t.bob.email, action: 'vm.start' })
    await resumed.close()
    await other.platform.stop()
  })
})

describe('event ids past 2^31 − 1 (issue 18: events.id is a bigserial)', () => {
  // Last in the file: the sequence only grows, the other tests do not depend on its value.
  it('pages with `before` and resumes with `after` and Last-Event-ID beyond MAX_INT32', async () => {
    await t.store.db.execute(sql`select setval('events_id_seq', 3000000000)`)
    const vm = await insertVm(t.store, t.alice)
    await stop(t.alice.token, vm.uuid)
    const [event] = await feed(t.alice.token)
    expect(event!.id).toBeGreaterThan(MAX_INT32)
    expect((await feed(t.alice.token, `?before=${event!.id + 1}`)).map((e) => e.id)).toEqual([event!.id])
    expect(await feed(t.alice.token, `?before=${event!.id}`)).toEqual([])
    const after = await openStream(t, t.alice.token, `/v1/events/stream?after=${event!.id - 1}`)
    expect(Number((await after.until('activity', 1))[0]!.id)).toBe(event!.id)
    await after.close()
    const admin = await openStream(t, t.admin.token, '/v1/admin/events/stream', {
      'last-event-id': String(event!.id - 1),
    })
    expect(Number((await admin.until('activity', 1))[0]!.id)).toBe(event!.id)
    await admin.close()
    const tooBig = '9007199254740993'
    expect((await call(t.app, 'GET', `/v1/events?before=${tooBig}`, { token: t.alice.token })).status).toBe(
      400,
    )
  })
})
