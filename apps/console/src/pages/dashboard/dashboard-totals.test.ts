import { describe, expect, it } from 'vitest'
import { ApiError, demoPriceList, isApiError } from '@cirrus/domain'
import { createWarrenClient } from '@cirrus/domain/client'
import { makeBillingAccount, makeIp, makeVm } from '@cirrus/domain/fixtures'
import { fetchDouble, json } from '../../test/render'
import { dashboardSummary } from './dashboard-summary'
import {
  answerTotals,
  dashboardTotals,
  fromFailure,
  toFailure,
  type DashboardTotalsRequest,
} from './dashboard-totals'

// Issue 17: the worker's whole job as a plain module — read each location's VMs with the domain client, price
// them, answer the summary or the failure.
const account = makeBillingAccount({}, 1)
const tll = [makeVm({ name: 'web-1', location: 'tll01', status: 'running', billing_account: account.id }, 1)]
const jhv = [
  makeVm({ name: 'db-1', location: 'jhv02', status: 'running', billing_account: account.id }, 2),
  makeVm({ name: 'db-2', location: 'jhv02', status: 'stopped', billing_account: 999_999 }, 3),
]
const ips = [makeIp({ billing_account_id: account.id, location: 'tll01' }, 1)]
const request: DashboardTotalsRequest = {
  locations: ['tll01', 'jhv02'],
  billingAccounts: [account],
  priceList: demoPriceList,
}

function client(routes: Parameters<typeof fetchDouble>[0]) {
  const api = fetchDouble({
    'GET /v1/tll01/network/ip_addresses': () => json(ips),
    'GET /v1/jhv02/network/ip_addresses': () => json([]),
    ...routes,
  })
  const warren = createWarrenClient({ baseUrl: 'http://console.test', fetch: api.fetch })
  const read = { vms: (l: string) => warren.vm.list(l), ips: (l: string) => warren.ip.list(l) }
  return { api, read }
}

describe('dashboardTotals (the worker’s job)', () => {
  it('reads every location’s VMs and IPs and answers the summary over all of them', async () => {
    const { api, read } = client({
      'GET /v1/tll01/user-resource/vm/list': () => json(tll),
      'GET /v1/jhv02/user-resource/vm/list': () => json(jhv),
    })
    const summary = await dashboardTotals(read, request)
    expect(api.calls.map((c) => c.path).sort()).toEqual([
      '/v1/jhv02/network/ip_addresses',
      '/v1/jhv02/user-resource/vm/list',
      '/v1/tll01/network/ip_addresses',
      '/v1/tll01/user-resource/vm/list',
    ])
    expect(summary).toEqual(dashboardSummary({ ...request, vms: [...tll, ...jhv], ips }))
    expect(summary.counts[0]).toMatchObject({ total: 3, running: 2, stopped: 1 })
    expect(summary.accounts.map((a) => a.resources)).toEqual([3, 1])
  })

  it('answers the summary with the question’s number', async () => {
    const { read } = client({
      'GET /v1/tll01/user-resource/vm/list': () => json(tll),
      'GET /v1/jhv02/user-resource/vm/list': () => json([]),
    })
    const answer = await answerTotals(read, { id: 7, request })
    expect(answer).toEqual({ id: 7, summary: dashboardSummary({ ...request, vms: tll, ips }) })
  })

  it('answers a 401 as a failure that is an ApiError 401 again on the main thread (the session ends)', async () => {
    const { read } = client({
      'GET /v1/tll01/user-resource/vm/list': () => json({ message: 'No API key found in request' }, 401),
      'GET /v1/jhv02/user-resource/vm/list': () => json([]),
    })
    const answer = await answerTotals(read, { id: 2, request })
    expect(answer).toEqual({ id: 2, failure: expect.objectContaining({ status: 401 }) })
    const error = fromFailure('failure' in answer ? answer.failure : { message: '' })
    expect(isApiError(error) && error.status).toBe(401)
    expect(error.message).toBe('No API key found in request')
  })

  it('answers a network failure with the client’s message, status 0', async () => {
    const offline = () =>
      Promise.reject(new ApiError({ status: 0, message: 'Network error: Failed to fetch' }))
    const answer = await answerTotals({ vms: offline, ips: offline }, { id: 3, request })
    const error = fromFailure('failure' in answer ? answer.failure : { message: '' })
    expect(isApiError(error) && error.status).toBe(0)
    expect(error.message).toBe('Network error: Failed to fetch')
  })

  it('keeps a non-API error a plain Error with its message', () => {
    const failure = toFailure(new TypeError('boom'))
    expect(failure).toEqual({ message: 'boom' })
    const error = fromFailure(failure)
    expect(isApiError(error)).toBe(false)
    expect(error.message).toBe('boom')
  })
})
