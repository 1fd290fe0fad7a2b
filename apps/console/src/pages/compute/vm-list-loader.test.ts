import { describe, expect, it, vi } from 'vitest'
import { makeLocation } from '@cirrus/domain/fixtures'
import { fetchDouble, json } from '../../test/render'
import { createAppServices } from '../../app/services'
import { vmListLoader } from './vm-list-loader'

// Issue 17: the first page of VMs starts with the locations' answer, not after the screen's code has rendered —
// the first page of vm/page, never the whole vm/list (10,000 VMs are ≈ 10 MB to parse on the main thread).
const locations = [
  makeLocation({ slug: 'tll01', is_default: false, order_nr: 1 }, 1),
  makeLocation({ slug: 'jhv02', is_default: true, order_nr: 2 }, 2),
]
const emptyPage = () => json({ items: [], total: 0, page: 1, per_page: 50, status_counts: {} })

function setup() {
  const api = fetchDouble({
    'GET /v1/config/locations': () => json(locations),
    'GET /v1/tll01/user-resource/vm/page': emptyPage,
    'GET /v1/jhv02/user-resource/vm/page': emptyPage,
  })
  const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
  const vmCalls = () =>
    api.calls.filter((c) => c.path.includes('/vm/')).map((c) => new URL(c.path, 'http://console.test'))
  return { api, services, vmCalls }
}

describe('vmListLoader: the compute list starts with the session reads', () => {
  it('reads the first page of the platform’s default location when the user chose none', async () => {
    const { services, vmCalls } = setup()
    await vmListLoader(services)()
    await vi.waitFor(() =>
      expect(vmCalls().map((u) => u.pathname)).toEqual(['/v1/jhv02/user-resource/vm/page']),
    )
    expect(Object.fromEntries(vmCalls()[0]!.searchParams)).toEqual({
      page: '1',
      per_page: '50',
      sort: 'name',
      order: 'asc',
    })
  })

  it('reads the location the user chose in the top bar', async () => {
    localStorage.setItem('cirrus.location', JSON.stringify('tll01'))
    const { services, vmCalls } = setup()
    await vmListLoader(services)()
    await vi.waitFor(() =>
      expect(vmCalls().map((u) => u.pathname)).toEqual(['/v1/tll01/user-resource/vm/page']),
    )
  })

  it('reads nothing and does not fail when the locations cannot be read (the main loader redirects)', async () => {
    const api = fetchDouble({ 'GET /v1/config/locations': () => json({ message: 'no session' }, 401) })
    const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
    await expect(vmListLoader(services)()).resolves.toBeNull()
    expect(api.calls.filter((c) => c.path.includes('/vm/'))).toEqual([])
  })
})
