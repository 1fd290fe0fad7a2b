import { afterEach, expect, test, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { constants, warrenKeys } from '@cirrus/domain'
import { fetchDouble, json } from '../test/render'
import { backgroundQueries, prefetchSubscribed, startBackgroundPrefetch } from './background-prefetch'
import { createAppServices } from './services'
import { VM_LIST_FIRST_PAGE } from '../pages/compute/vm-page-query'

afterEach(() => {
  vi.useRealTimers()
})

test('the base unit is 36 s: the progress toast lives 5 of them, the prefetch holds 1.5 and 15 (SPEC §9)', () => {
  expect(constants.baseTimeUnitMs).toBe(36_000)
  expect(constants.toasts.progressLifetimeMs).toBe(5 * constants.baseTimeUnitMs)
  expect(constants.prefetchSubscribedMs).toEqual({ short: 54_000, long: 540_000 })
})

test('a prefetched query is fetched at once and stays subscribed for its hold, then is let go', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const queryClient = new QueryClient()
  const queryFn = vi.fn(async () => ['vm-1'])
  const queryKey = ['vm', 'list', 'tll01']
  prefetchSubscribed(queryClient, { queryKey, queryFn }, 54_000)
  const query = queryClient.getQueryCache().find({ queryKey })!
  expect(query.getObserversCount()).toBe(1)
  await vi.advanceTimersByTimeAsync(0)
  expect(queryClient.getQueryData(queryKey)).toEqual(['vm-1'])
  vi.advanceTimersByTime(53_998)
  expect(query.getObserversCount()).toBe(1)
  vi.advanceTimersByTime(2)
  expect(query.getObserversCount()).toBe(0)
  expect(queryFn).toHaveBeenCalledTimes(1)
  queryClient.clear()
})

test('the lists of each location are held 1.5 units, the reference data 15 units', () => {
  const services = createAppServices({ baseUrl: 'http://console.test', fetch: fetchDouble({}).fetch })
  const held = backgroundQueries(services, [{ slug: 'tll01' }, { slug: 'sto01' }] as never).map(
    ({ query, holdMs }) => [JSON.stringify(query.queryKey), holdMs / constants.baseTimeUnitMs],
  )
  expect(held).toEqual([
    [JSON.stringify(warrenKeys.vmPage('tll01', VM_LIST_FIRST_PAGE)), 1.5],
    [JSON.stringify(warrenKeys.diskList('tll01')), 1.5],
    [JSON.stringify(warrenKeys.vmPage('sto01', VM_LIST_FIRST_PAGE)), 1.5],
    [JSON.stringify(warrenKeys.diskList('sto01')), 1.5],
    [JSON.stringify(warrenKeys.vmImages()), 15],
    [JSON.stringify(warrenKeys.billingAccounts()), 15],
  ])
})

test('without a session (no locations read) nothing is prefetched; with one, the calls go out', async () => {
  const api = fetchDouble({
    'GET /v1/tll01/user-resource/vm/page': () =>
      json({ total: 0, page: 1, per_page: 50, status_counts: {}, items: [] }),
    'GET /v1/tll01/storage/disks': () => json([]),
  })
  const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
  startBackgroundPrefetch(services)()
  await new Promise((r) => setTimeout(r, 0))
  expect(api.calls).toEqual([])
  services.queryClient.setQueryData(warrenKeys.locations(), [{ slug: 'tll01' }])
  const stop = startBackgroundPrefetch(services)
  await vi.waitFor(() =>
    expect(api.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/v1/tll01/user-resource/vm/page?page=1&per_page=50&sort=name&order=asc']),
    ),
  )
  stop()
  services.queryClient.clear()
})
