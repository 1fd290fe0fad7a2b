import { describe, expect, it, vi } from 'vitest'
import { makeLocation } from '@cirrus/domain/fixtures'
import { fetchDouble, json } from '../../test/render'
import { createAppServices } from '../../app/services'
import { vmListLoader } from './vm-list-loader'

// Issue 17: the first VM list starts with the locations' answer, not after the screen's code has rendered.
const locations = [
  makeLocation({ slug: 'tll01', is_default: false, order_nr: 1 }, 1),
  makeLocation({ slug: 'jhv02', is_default: true, order_nr: 2 }, 2),
]

function setup() {
  const api = fetchDouble({
    'GET /v1/config/locations': () => json(locations),
    'GET /v1/tll01/user-resource/vm/list': () => json([]),
    'GET /v1/jhv02/user-resource/vm/list': () => json([]),
  })
  const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
  const listed = () => api.calls.filter((c) => c.path.includes('/vm/list')).map((c) => c.path)
  return { api, services, listed }
}

describe('vmListLoader: the compute list starts with the session reads', () => {
  it('lists the VMs of the platform’s default location when the user chose none', async () => {
    const { services, listed } = setup()
    await vmListLoader(services)()
    await vi.waitFor(() => expect(listed()).toEqual(['/v1/jhv02/user-resource/vm/list']))
  })

  it('lists the VMs of the location the user chose in the top bar', async () => {
    localStorage.setItem('cirrus.location', JSON.stringify('tll01'))
    const { services, listed } = setup()
    await vmListLoader(services)()
    await vi.waitFor(() => expect(listed()).toEqual(['/v1/tll01/user-resource/vm/list']))
  })

  it('lists nothing and does not fail when the locations cannot be read (the main loader redirects)', async () => {
    const api = fetchDouble({ 'GET /v1/config/locations': () => json({ message: 'no session' }, 401) })
    const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
    await expect(vmListLoader(services)()).resolves.toBeNull()
    expect(api.calls.filter((c) => c.path.includes('/vm/list'))).toEqual([])
  })
})
