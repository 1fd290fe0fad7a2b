import { describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { stripTags, warrenKeys } from '@cirrus/domain'
import { makeLoadBalancer } from '@cirrus/domain/fixtures'
import { toastQueueAtom } from '../../../state/toasts'
import { appWrapper, fetchDouble, json } from '../../../test/render'
import { defaultLoadBalancerCreateForm } from './create-form'
import { useCreateLoadBalancer } from './use-create-load-balancer'
import { useLoadBalancerActions } from './use-load-balancer-actions'

const lb = makeLoadBalancer({ display_name: 'web-lb' })
const base = `/v1/${lb.location}/network/load_balancers`
const at = `${base}/${lb.uuid}`
const vmUuid = lb.targets[0]!.target_uuid
const ruleUuid = lb.forwarding_rules[0]!.uuid

describe('load balancer actions: SPEC §7 calls and SPEC §8 toasts', () => {
  it.each([
    [
      { type: 'rename', name: 'api-lb' } as const,
      `PATCH ${at}`,
      'Load Balancer renamed',
      '{"display_name":"api-lb"}',
    ],
    [
      { type: 'changeBillingAccount', billingAccountId: 2002 } as const,
      `PUT ${at}/billing_account?set_id=2002`,
      'Load Balancer billing account changed',
      '',
    ],
    [
      { type: 'addTarget', vmUuid } as const,
      `POST ${at}/targets`,
      'Target added',
      JSON.stringify({ target_uuid: vmUuid, target_type: 'vm' }),
    ],
    [
      { type: 'removeTarget', targetUuid: vmUuid } as const,
      `DELETE ${at}/targets/${vmUuid}`,
      'Target removed',
      '',
    ],
    [
      { type: 'addForwardingRule', rule: { source_port: 443, target_port: 8443 } } as const,
      `POST ${at}/forwarding_rules`,
      'Forwarding rule added',
      '{"source_port":443,"target_port":8443}',
    ],
    [
      { type: 'removeForwardingRule', ruleUuid } as const,
      `DELETE ${at}/forwarding_rules/${ruleUuid}`,
      'Forwarding rule removed',
      '',
    ],
    [{ type: 'delete' } as const, `DELETE ${at}`, 'Load Balancer deleted', ''],
  ])('%o → %s, "%s"', async (command, call, text, body) => {
    const [method, path] = call.split(' ') as [string, string]
    const route = `${method} ${path.split('?')[0]}`
    const api = fetchDouble({
      [route]: () =>
        command.type === 'addTarget'
          ? json(lb.targets[0])
          : method === 'DELETE'
            ? new Response(null, { status: 200 })
            : json(stripTags(lb)),
    })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useLoadBalancerActions(lb), { wrapper })
    await act(() => result.current.run(command))
    expect(api.calls).toEqual([expect.objectContaining({ method, path, body })])
    expect(store.get(toastQueueAtom)).toMatchObject([{ kind: 'success', title: text }])
  })

  it('a failure says the SPEC text with what the platform said, and rejects', async () => {
    const api = fetchDouble({
      [`POST ${at}/forwarding_rules`]: () =>
        json({ message: 'Port 80 is already forwarded', errors: { source_port: 'taken' } }, 400),
    })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useLoadBalancerActions(lb), { wrapper })
    await act(() =>
      expect(
        result.current.run({ type: 'addForwardingRule', rule: { source_port: 80, target_port: 80 } }),
      ).rejects.toThrow('Port 80 is already forwarded'),
    )
    expect(store.get(toastQueueAtom)).toMatchObject([
      { kind: 'error', title: 'Failed to add forwarding rule', description: 'Port 80 is already forwarded' },
    ])
  })
})

describe('load balancer create', () => {
  const form = { ...defaultLoadBalancerCreateForm([], 1001), name: 'web-lb', networkUuid: lb.network_uuid! }

  it('says "Load Balancer created" with a link to its page and caches it', async () => {
    const api = fetchDouble({ [`POST ${base}`]: () => json(stripTags(lb)) })
    const { wrapper, store, services } = appWrapper(api.fetch, '/network/create/load_balancer')
    const { result } = renderHook(() => useCreateLoadBalancer(lb.location), { wrapper })
    await act(async () => result.current.submit(form))
    await vi.waitFor(() => expect(store.get(toastQueueAtom)).toHaveLength(1))
    expect(JSON.parse(api.calls[0]!.body)).toMatchObject({
      display_name: 'web-lb',
      targets: [],
      rules: [{ source_port: 80, target_port: 80 }],
    })
    expect(store.get(toastQueueAtom)).toMatchObject([
      {
        kind: 'success',
        title: 'Load Balancer created',
        actions: [{ label: 'View', href: `/network/load_balancer/${lb.location}/${lb.uuid}/` }],
      },
    ])
    expect(services.queryClient.getQueryData(warrenKeys.loadBalancer(lb.location, lb.uuid))).toMatchObject({
      display_name: 'web-lb',
    })
  })

  it('says "Failed to create Load Balancer" with a retry link', async () => {
    const api = fetchDouble({ [`POST ${base}`]: () => json({ message: 'Quota exceeded' }, 400) })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useCreateLoadBalancer(lb.location), { wrapper })
    await act(async () => result.current.submit(form))
    await vi.waitFor(() => expect(store.get(toastQueueAtom)).toHaveLength(1))
    expect(store.get(toastQueueAtom)).toMatchObject([
      {
        kind: 'error',
        title: 'Failed to create Load Balancer',
        description: 'Quota exceeded',
        actions: [{ label: 'Retry', href: '/network/create/load_balancer' }],
      },
    ])
  })
})
