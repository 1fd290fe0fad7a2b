import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { demoPriceList, isApiError } from '@cirrus/domain'
import { makeVm } from '@cirrus/domain/fixtures'
import { appWrapper, fetchDouble, json } from '../../test/render'
import { dashboardSummary } from './dashboard-summary'
import { answerTotals, type DashboardTotalsRequest, type TotalsQuestion } from './dashboard-totals'
import { useDashboardSummary } from './use-dashboard-summary'

const vms = [makeVm({ name: 'web-1', location: 'tll01' }, 1), makeVm({ name: 'db-1', location: 'tll01' }, 2)]
const request: DashboardTotalsRequest = {
  locations: ['tll01'],
  billingAccounts: [],
  priceList: demoPriceList,
}
const routes = {
  'GET /v1/tll01/user-resource/vm/list': () => json(vms),
  'GET /v1/tll01/network/ip_addresses': () => json([]),
}

/** A stand-in Worker that runs the real job (`answerTotals`) over `listVms`, as the worker module does. */
function fakeWorker(listVms: (location: string) => Promise<never[] | typeof vms>) {
  const read = { vms: listVms, ips: () => Promise.resolve([]) }
  const started: FakeWorker[] = []
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null
    onerror: (() => void) | null = null
    questions: TotalsQuestion[] = []
    terminated = false
    constructor() {
      started.push(this)
    }
    postMessage(question: TotalsQuestion) {
      this.questions.push(question)
      void answerTotals(read, question).then((data) => this.onmessage?.({ data }))
    }
    terminate() {
      this.terminated = true
    }
  }
  vi.stubGlobal('Worker', FakeWorker)
  return started
}

afterEach(() => vi.unstubAllGlobals())

describe('useDashboardSummary (issue 17: the totals off the main thread)', () => {
  it('asks the worker with the page’s origin and shows only the summary it answers', async () => {
    const page = fetchDouble(routes)
    const workers = fakeWorker(() => Promise.resolve(vms))
    const { wrapper } = appWrapper(page.fetch)
    const { result, unmount } = renderHook(() => useDashboardSummary(['tll01'], request), { wrapper })
    await waitFor(() => expect(result.current.data).toEqual(dashboardSummary({ ...request, vms, ips: [] })))
    expect(workers).toHaveLength(1)
    expect(workers[0]!.questions[0]).toMatchObject({ baseUrl: window.location.origin, request })
    // The page itself read no VM list: the worker did.
    expect(page.calls).toEqual([])
    unmount()
    expect(workers[0]!.terminated).toBe(true)
  })

  it('makes a failure in the worker the query’s error, a 401 still an ApiError 401', async () => {
    fakeWorker(() =>
      Promise.reject(
        Object.assign(new Error('No API key found in request'), { name: 'ApiError', status: 401 }),
      ),
    )
    const { wrapper } = appWrapper(fetchDouble(routes).fetch)
    const { result } = renderHook(() => useDashboardSummary(['tll01'], request), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(isApiError(result.current.error) && result.current.error.status).toBe(401)
    expect(result.current.error?.message).toBe('No API key found in request')
  })

  it('computes here with the page’s client where no Worker exists', async () => {
    const page = fetchDouble(routes)
    const { wrapper } = appWrapper(page.fetch)
    const { result } = renderHook(() => useDashboardSummary(['tll01'], request), { wrapper })
    await waitFor(() => expect(result.current.data?.counts[0]?.total).toBe(2))
    expect(page.calls.map((c) => c.path).sort()).toEqual([
      '/v1/tll01/network/ip_addresses',
      '/v1/tll01/user-resource/vm/list',
    ])
  })

  it('waits while an input loads, and computes again only when an input is a new object', async () => {
    const listVms = vi.fn(() => Promise.resolve(vms))
    fakeWorker(listVms)
    const { wrapper } = appWrapper(fetchDouble(routes).fetch)
    const billingAccounts: never[] = []
    const { result, rerender } = renderHook(
      ({ input }: { input: DashboardTotalsRequest | undefined }) =>
        useDashboardSummary([input?.billingAccounts], input),
      { wrapper, initialProps: { input: undefined as DashboardTotalsRequest | undefined } },
    )
    expect(result.current.isPending).toBe(true)
    expect(listVms).not.toHaveBeenCalled()
    rerender({ input: { ...request, billingAccounts } })
    await waitFor(() => expect(result.current.data?.counts[0]?.total).toBe(2))
    rerender({ input: { ...request, billingAccounts } })
    expect(listVms).toHaveBeenCalledTimes(1)
    rerender({ input: { ...request, billingAccounts: [] } })
    await waitFor(() => expect(listVms).toHaveBeenCalledTimes(2))
    // The previous summary stays on screen meanwhile.
    expect(result.current.data?.counts[0]?.total).toBe(2)
  })

  it('falls back to computing here when the worker’s code cannot load', async () => {
    const page = fetchDouble(routes)
    const workers = fakeWorker(() => new Promise(() => {}))
    const { wrapper } = appWrapper(page.fetch)
    const { result } = renderHook(() => useDashboardSummary(['tll01'], request), { wrapper })
    await waitFor(() => expect(workers[0]?.questions).toHaveLength(1))
    workers[0]!.onerror?.()
    await waitFor(() => expect(result.current.data?.counts[0]?.total).toBe(2))
    expect(page.calls.map((c) => c.path)).toContain('/v1/tll01/user-resource/vm/list')
  })
})
