import { describe, expect, it, vi } from 'vitest'
import type { LoaderFunctionArgs } from 'react-router'
import { ApiError } from '@cirrus/domain'
import { mainLoader } from '../layout/main-loader'
import { fetchDouble, json } from '../test/render'
import { createAppServices, createQueryClient } from './services'

const unauthorized = () => json({ message: 'No API key found in request' }, 401)

describe('an expired session goes to sign-in and comes back (issue 5)', () => {
  it('redirects a signed-out load to sign-in with the page to return to', async () => {
    const api = fetchDouble({
      'GET /v1/user-resource/user': unauthorized,
      'GET /v1/config/console': unauthorized,
      'GET /v1/config/locations': unauthorized,
    })
    const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
    const request = new Request('http://console.test/compute/vm/tll01/abc/?tab=disks')
    const thrown = await mainLoader(services)({
      request,
      params: {},
      context: {},
    } as LoaderFunctionArgs).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('Location')).toBe(
      '/sign-in?next=%2Fcompute%2Fvm%2Ftll01%2Fabc%2F%3Ftab%3Ddisks',
    )
  })

  it('tells the app when any call answers 401 later on', async () => {
    const onUnauthorized = vi.fn()
    const client = createQueryClient(onUnauthorized)
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError({ status: 401, message: 'No API key found in request' })),
      })
      .catch(() => {})
    expect(onUnauthorized).toHaveBeenCalledOnce()
    await client
      .fetchQuery({
        queryKey: ['y'],
        queryFn: () => Promise.reject(new ApiError({ status: 404, message: 'gone' })),
      })
      .catch(() => {})
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })
})
