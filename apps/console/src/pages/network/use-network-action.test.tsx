import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider as JotaiProvider, createStore } from 'jotai'
import { QueryClientProvider } from '@tanstack/react-query'
import { warrenKeys } from '@cirrus/domain'
import { createAppServices, ServicesProvider } from '../../app/services'
import { toastQueueAtom } from '../../state/toasts'
import { useNetworkAction } from './use-network-action'

const texts = { success: 'VPC Network created', failure: 'Error creating VPC Network' }

function setup() {
  const services = createAppServices({ baseUrl: 'http://localhost', fetch: async () => new Response('{}') })
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={services.queryClient}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
  const { result } = renderHook(() => useNetworkAction(), { wrapper })
  return { run: result.current, services, toasts: () => store.get(toastQueueAtom) }
}

describe('network actions', () => {
  it('toasts the catalogue text, refetches what changed and marks the quotas stale', async () => {
    const { run, services, toasts } = setup()
    services.queryClient.setQueryData(warrenKeys.quotas(), [])
    services.queryClient.setQueryData(warrenKeys.networkList('tll01'), [])
    await act(() => run(texts, async () => 'ok', { invalidate: [warrenKeys.scope('vpc', 'tll01')] }))
    expect(toasts().map((t) => [t.kind, t.title])).toEqual([['success', 'VPC Network created']])
    expect(services.queryClient.getQueryState(warrenKeys.networkList('tll01'))?.isInvalidated).toBe(true)
    expect(services.queryClient.getQueryState(warrenKeys.quotas())?.isInvalidated).toBe(true)
  })

  it('a failure toasts the failure text with the reason and a retry link, and rejects', async () => {
    const { run, toasts } = setup()
    await act(async () => {
      await expect(
        run(texts, () => Promise.reject(new Error('No free VLAN')), { retryHref: '/network/create/vpc' }),
      ).rejects.toThrow('No free VLAN')
    })
    const [toast] = toasts()
    expect([toast?.kind, toast?.title, toast?.description]).toEqual([
      'error',
      'Error creating VPC Network',
      'No free VLAN',
    ])
    expect(toast?.actions).toEqual([{ label: 'Retry', href: '/network/create/vpc' }])
  })
})
