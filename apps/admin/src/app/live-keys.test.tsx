import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { createStore } from 'jotai'
import {
  AppProviders,
  LiveUpdatesProvider,
  createAppServices,
  useLiveFallbackInterval,
  useLiveState,
} from '@cirrus/app-kit'
import { ADMIN_ACTIVITY_STREAM_PATH, type ActivityEvent } from '@cirrus/domain'
import { adminStaleKeys } from './live-keys'

const event = (over: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id: 7,
  actor_user_id: 2,
  actor_email: 'alice@cirrus.test',
  action: 'vm.stop',
  resource_type: 'virtual_machine',
  resource_uuid: 'b6e4c6f0-0000-4000-8000-000000000001',
  resource_name: 'web-1',
  location: 'tll01',
  result: 'ok',
  status: 200,
  message: null,
  started_at: '2026-01-01T00:00:00Z',
  finished_at: '2026-01-01T00:00:01Z',
  ...over,
})

describe('adminStaleKeys (issue 18: what an event refreshes in the admin app)', () => {
  it('a VM change refreshes the VM table and page, the hosts, the users and the feed', () => {
    const keys = adminStaleKeys(event()).map((k) => k.join('/'))
    expect(keys).toEqual(
      expect.arrayContaining([
        'admin/events',
        'admin/overview',
        'admin/virtual_machines',
        'admin/virtual_machine',
        'admin/infra/hosts',
        'admin/users',
      ]),
    )
    expect(keys).not.toContain('admin/buckets')
    expect(keys).not.toContain('admin/infra')
  })

  it('each resource kind reaches its own table', () => {
    const of = (type: string) => adminStaleKeys(event({ resource_type: type })).map((k) => k.join('/'))
    expect(of('bucket')).toContain('admin/buckets')
    expect(of('load_balancer')).toContain('admin/load_balancers')
    expect(of('ip_address')).toContain('admin/floating_ips')
    expect(of('managed_service')).toContain('admin/services')
    expect(of('bare_metal')).toContain('admin/metal')
  })

  it('a failed call or an unknown type refreshes only the feed and the overview', () => {
    expect(adminStaleKeys(event({ result: 'failed' }))).toEqual([
      ['admin', 'events'],
      ['admin', 'overview'],
    ])
    expect(adminStaleKeys(event({ resource_type: 'something_new' }))).toHaveLength(2)
  })
})

/** An EventSource double: the test opens it and sends events. */
class FakeEventSource extends EventTarget {
  static CONNECTING = 0
  static OPEN = 1
  static CLOSED = 2
  readonly CONNECTING = 0
  readonly OPEN = 1
  readonly CLOSED = 2
  static last: FakeEventSource | undefined
  readyState = 0
  closed = false
  constructor(readonly url: string) {
    super()
    FakeEventSource.last = this
  }
  open() {
    this.readyState = 1
    this.dispatchEvent(new Event('open'))
  }
  drop() {
    this.readyState = 0
    this.dispatchEvent(new Event('error'))
  }
  send(data: ActivityEvent) {
    this.dispatchEvent(new MessageEvent('activity', { data: JSON.stringify(data) }))
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
}

describe('the admin stream with app-kit’s LiveUpdatesProvider', () => {
  it('opens the admin stream; a VM event refetches the open VM table; no polling while live', async () => {
    const services = createAppServices({ baseUrl: 'http://admin.test' })
    let reads = 0
    function Table() {
      const state = useLiveState()
      const interval = useLiveFallbackInterval(5000)
      const { data } = useQuery({
        queryKey: ['admin', 'virtual_machines', { offset: 0 }],
        queryFn: () => ++reads,
      })
      return (
        <p>
          {state} · read {data} · poll {String(interval)}
        </p>
      )
    }
    render(
      <AppProviders services={services} store={createStore()}>
        <LiveUpdatesProvider
          path={ADMIN_ACTIVITY_STREAM_PATH}
          baseUrl="http://admin.test"
          staleKeys={adminStaleKeys}
          eventSource={FakeEventSource as unknown as typeof EventSource}
        >
          <Table />
        </LiveUpdatesProvider>
      </AppProviders>,
    )
    expect(await screen.findByText('connecting · read 1 · poll 5000')).toBeVisible()
    const source = FakeEventSource.last!
    expect(source.url).toBe('http://admin.test/v1/admin/events/stream')
    act(() => source.open())
    expect(await screen.findByText('live · read 1 · poll false')).toBeVisible()
    // What is not an event (not JSON, no type or result) is ignored.
    act(() => source.dispatchEvent(new MessageEvent('activity', { data: 'not json' })))
    act(() =>
      source.dispatchEvent(new MessageEvent('activity', { data: '{"resource_type":"virtual_machine"}' })),
    )
    act(() => source.send(event({ resource_type: 'bucket' })))
    act(() => source.send(event()))
    expect(await screen.findByText('live · read 2 · poll false')).toBeVisible()
    act(() => source.drop())
    expect(await screen.findByText('reconnecting · read 2 · poll 5000')).toBeVisible()
  })
})
