import { describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { stripTags } from '@cirrus/domain'
import { makeFirewall } from '@cirrus/domain/fixtures'
import { toastQueueAtom } from '../../../state/toasts'
import { appWrapper, fetchDouble, json } from '../../../test/render'
import { defaultFirewallForm } from './firewall-form'
import { useCreateFirewall } from './use-create-firewall'
import { useFirewallActions } from './use-firewall-actions'

const fw = makeFirewall({ display_name: 'web-fw' })
const base = `/v1/${fw.location}/network/firewalls`
const vmUuid = '5f0c1d8e-0000-4000-8000-000000000001'
const update = { name: 'web-fw', description: '', rules: [] }

describe('firewall actions: SPEC §7 calls and SPEC §8 toasts', () => {
  it.each([
    [
      { type: 'update', input: update } as const,
      'PUT',
      `${base}/${fw.uuid}`,
      'Firewall updated',
      JSON.stringify(update),
    ],
    [{ type: 'delete' } as const, 'DELETE', `${base}/${fw.uuid}`, 'Firewall deleted', ''],
    [
      { type: 'addResource', vmUuid } as const,
      'POST',
      `${base}/${fw.uuid}/vms?vm_uuid=${vmUuid}`,
      'Resource added',
      '',
    ],
    [
      { type: 'removeResource', vmUuid } as const,
      'DELETE',
      `${base}/${fw.uuid}/vms?vm_uuid=${vmUuid}`,
      'Resource removed',
      '',
    ],
  ])('%o → %s %s, "%s"', async (command, method, path, text, body) => {
    const api = fetchDouble({
      [`${method} ${path.split('?')[0]}`]: () =>
        command.type === 'update'
          ? json(stripTags(fw))
          : command.type === 'addResource'
            ? json([{ resource_type: 'vm', resource_uuid: vmUuid }])
            : new Response(null, { status: 204 }),
    })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useFirewallActions(fw), { wrapper })
    await act(() => result.current.run(command))
    expect(api.calls).toEqual([expect.objectContaining({ method, path, body })])
    expect(store.get(toastQueueAtom)).toMatchObject([{ kind: 'success', title: text }])
  })

  it('a failed attach says "Error adding resource" with the platform message', async () => {
    const api = fetchDouble({ [`POST ${base}/${fw.uuid}/vms`]: () => json({ message: 'VM not found' }, 404) })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useFirewallActions(fw), { wrapper })
    await act(() => expect(result.current.run({ type: 'addResource', vmUuid })).rejects.toThrow())
    expect(store.get(toastQueueAtom)).toMatchObject([
      { kind: 'error', title: 'Error adding resource', description: 'VM not found' },
    ])
  })
})

describe('firewall create', () => {
  const form = { ...defaultFirewallForm(1001), name: 'web-fw' }

  it('says "Firewall created" with a link to its page', async () => {
    const api = fetchDouble({ [`POST ${base}`]: () => json(stripTags(fw)) })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useCreateFirewall(fw.location), { wrapper })
    await act(async () => result.current.submit(form))
    await vi.waitFor(() => expect(store.get(toastQueueAtom)).toHaveLength(1))
    expect(JSON.parse(api.calls[0]!.body)).toEqual({
      display_name: 'web-fw',
      billing_account_id: 1001,
      rules: [{ direction: 'inbound', protocol: 'tcp', port_start: 22, endpoint_spec_type: 'any' }],
    })
    expect(store.get(toastQueueAtom)).toMatchObject([
      {
        kind: 'success',
        title: 'Firewall created',
        actions: [{ label: 'View', href: `/network/firewall/${fw.location}/${fw.uuid}/` }],
      },
    ])
  })

  it('says "Error creating firewall" with a retry link', async () => {
    const api = fetchDouble({ [`POST ${base}`]: () => json({ message: 'Invalid rules' }, 400) })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useCreateFirewall(fw.location), { wrapper })
    await act(async () => result.current.submit(form))
    await vi.waitFor(() => expect(store.get(toastQueueAtom)).toHaveLength(1))
    expect(store.get(toastQueueAtom)).toMatchObject([
      {
        kind: 'error',
        title: 'Error creating firewall',
        actions: [{ label: 'Retry', href: '/network/create/firewall' }],
      },
    ])
  })
})
