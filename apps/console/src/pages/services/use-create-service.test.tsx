import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { readCreateSearchParams, stripTags } from '@cirrus/domain'
import { toastQueueAtom } from '../../state/toasts'
import { appWrapper, fetchDouble, json } from '../../test/render'
import { defaultServiceCreateForm, serviceFormFromSearch } from './service-create'
import { catalogue, cluster } from './service-fixtures'
import { useCreateService } from './use-create-service'

const CREATE = 'POST /v1/user-resource/service/package'
const form = {
  ...defaultServiceCreateForm(catalogue, { location: 'tll01', billingAccountId: 1001 }),
  name: 'prod',
  vcpu: 32,
  maximum: 4,
}

/** Sends the form and waits for the create's toast to settle (progress → success or error). */
async function submit(answer: () => Response) {
  const api = fetchDouble({ [CREATE]: answer })
  const { wrapper, store } = appWrapper(api.fetch)
  const { result } = renderHook(() => useCreateService(catalogue), { wrapper })
  act(() => result.current.submit(form))
  await waitFor(() => expect(store.get(toastQueueAtom)[0]?.kind).not.toBe('progress'))
  await waitFor(() => expect(result.current.pending).toBe(false))
  return { api, toasts: store.get(toastQueueAtom) }
}

describe('service create: SPEC §8 toasts', () => {
  it('says "Service created" with a link to the new service', async () => {
    const { api, toasts } = await submit(() => json(stripTags(cluster)))
    expect(api.calls).toHaveLength(1)
    expect(toasts).toMatchObject([
      {
        kind: 'success',
        title: 'Service created',
        actions: [{ label: 'View', href: `/services/service/tll01/${cluster.uuid}/` }],
      },
    ])
  })

  it.each([
    ['a refused request', 400, 'package_parameters.vm_cpu: must be between 1 and 16'],
    ['a create still running on the platform', 504, 'The operation is still running after 30 s'],
  ])(
    'after %s: "Error creating Service" with a retry link carrying the request, and a view link to the list',
    async (_case, status, message) => {
      const { toasts } = await submit(() => json({ message }, status))
      expect(toasts).toMatchObject([{ kind: 'error', title: 'Error creating Service', description: message }])
      const [retry, view] = toasts[0]!.actions ?? []
      expect(view).toEqual({ label: 'View', href: '/services' })
      expect(retry?.label).toBe('Retry')
      const url = new URL(retry!.href!, 'http://console.test')
      expect(url.pathname).toBe('/services/create')
      expect(readCreateSearchParams(url.search)).toMatchObject({ name: 'prod', vcpu: '32', maximum: '4' })
      // The link brings the same form back.
      expect(serviceFormFromSearch(url.search, defaultServiceCreateForm(catalogue, {}))).toEqual(form)
    },
  )
})
