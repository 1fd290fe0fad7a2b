import { describe, expect, it, vi } from 'vitest'
import type { LoaderFunctionArgs } from 'react-router'
import { makeLocation } from '@cirrus/domain/fixtures'
import { fetchDouble, json } from '../../test/render'
import { createAppServices } from '../../app/services'
import { vmListLoader } from './vm-list-loader'
import { VM_LIST_FIRST_PAGE } from './vm-page-query'

// Issue 17: the first page of VMs starts with the locations' answer, not after the screen's code has rendered.
const locations = [
  makeLocation({ slug: 'tll01', is_default: false, order_nr: 1 }, 1),
  makeLocation({ slug: 'jhv02', is_default: true, order_nr: 2 }, 2),
]
const page = { items: [], total: 0, page: 1, per_page: 50, status_counts: {} }

function setup() {
  const api = fetchDouble({
    'GET /v1/config/locations': () => json(locations),
    'GET /v1/tll01/user-resource/vm/page': () => json(page),
    'GET /v1/jhv02/user-resource/vm/page': () => json(page),
  })
  const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
  const paged = () => api.calls.filter((c) => c.path.includes('/vm/')).map((c) => c.path)
  return { api, services, paged }
}

const at = (path: string) =>
  ({ request: new Request(`http://console.test${path}`), params: {} }) as LoaderFunctionArgs

describe('vmListLoader: the compute list starts with the session reads', () => {
  it('asks the first page of the platform’s default location when the user chose none', async () => {
    const { services, paged, api } = setup()
    await vmListLoader(services)(at('/compute'))
    await vi.waitFor(() =>
      expect(paged()).toEqual(['/v1/jhv02/user-resource/vm/page?page=1&per_page=50&sort=name&order=asc']),
    )
    // The very query the screen makes first: the cache holds it, so the screen asks nothing more.
    await vi.waitFor(() =>
      expect(
        services.queryClient.getQueryData(services.queries.vmPage('jhv02', VM_LIST_FIRST_PAGE).queryKey),
      ).toBeDefined(),
    )
    expect(api.calls.filter((c) => c.path.includes('/vm/list'))).toEqual([])
  })

  it('asks the location the user chose in the top bar', async () => {
    localStorage.setItem('cirrus.location', JSON.stringify('tll01'))
    const { services, paged } = setup()
    await vmListLoader(services)(at('/compute'))
    await vi.waitFor(() =>
      expect(paged()).toEqual(['/v1/tll01/user-resource/vm/page?page=1&per_page=50&sort=name&order=asc']),
    )
  })

  it('asks with the search, status filter and sort the URL holds', async () => {
    const { services, paged } = setup()
    await vmListLoader(services)(at('/compute?q=web&f.status=running&sort=-price'))
    await vi.waitFor(() =>
      expect(paged()).toEqual([
        '/v1/jhv02/user-resource/vm/page?page=1&per_page=50&sort=price&order=desc&search=web&status=running',
      ]),
    )
  })

  it('leaves a billing-account filter to the screen (it names accounts by title)', async () => {
    const { services, api } = setup()
    await vmListLoader(services)(at('/compute?f.billingAccount=Main'))
    expect(api.calls).toEqual([])
  })

  it('lists nothing and does not fail when the locations cannot be read (the main loader redirects)', async () => {
    const api = fetchDouble({ 'GET /v1/config/locations': () => json({ message: 'no session' }, 401) })
    const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
    await expect(vmListLoader(services)(at('/compute'))).resolves.toBeNull()
    expect(api.calls.filter((c) => c.path.includes('/vm/'))).toEqual([])
  })
})
