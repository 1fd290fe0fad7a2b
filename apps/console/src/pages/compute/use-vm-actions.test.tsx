import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { primaryStorage, requestBody, requestTarget, stripTags, warrenKeys } from '@cirrus/domain'
import { makeVm } from '@cirrus/domain/fixtures'
import { toastQueueAtom } from '../../state/toasts'
import { appWrapper, fetchDouble, json } from '../../test/render'
import { useVmActions } from './use-vm-actions'
import { commandRequest, type VmCommand } from './vm-commands'

const vm = makeVm({ status: 'running', name: 'web-1' })
const base = `/v1/${vm.location}/user-resource/vm`

describe('VM actions: calls and toasts (SPEC §4, §8)', () => {
  it('stops the VM, says "Virtual Machine stopped" and caches the new state', async () => {
    const api = fetchDouble({ [`POST ${base}/stop`]: () => json(stripTags({ ...vm, status: 'stopped' })) })
    const { wrapper, store, services } = appWrapper(api.fetch)
    const { result } = renderHook(() => useVmActions(vm), { wrapper })
    await act(() => result.current.run({ type: 'stop' }))
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: `${base}/stop`, body: `uuid=${vm.uuid}&force=false` }),
    ])
    expect(store.get(toastQueueAtom)).toMatchObject([{ kind: 'success', title: 'Virtual Machine stopped' }])
    expect(services.queryClient.getQueryData(warrenKeys.vm(vm.location, vm.uuid))).toMatchObject({
      status: 'stopped',
    })
  })

  it('force stop sends force=true and says so', async () => {
    const api = fetchDouble({ [`POST ${base}/stop`]: () => json(stripTags({ ...vm, status: 'stopped' })) })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useVmActions(vm), { wrapper })
    await act(() => result.current.run({ type: 'forceStop' }))
    expect(api.calls[0]!.body).toBe(`uuid=${vm.uuid}&force=true`)
    expect(store.get(toastQueueAtom)[0]!.title).toBe('Virtual Machine forcefully stopped')
  })

  it('reports a failure with the SPEC text and the platform message, and rejects', async () => {
    const api = fetchDouble({
      [`POST ${base}/start`]: () =>
        json({ message: 'The VM is locked', errors: { Error: 'The VM is locked' } }, 409),
    })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useVmActions(vm), { wrapper })
    await act(() => expect(result.current.run({ type: 'start' })).rejects.toThrow('The VM is locked'))
    expect(store.get(toastQueueAtom)).toMatchObject([
      { kind: 'error', title: 'Error starting VM', description: 'The VM is locked' },
    ])
  })

  it('shows a progress toast for a clone, then offers the clone', async () => {
    const clone = makeVm({ name: 'web-1-clone' }, 7)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const api = fetchDouble({
      [`POST ${base}/clone`]: async () => {
        await gate
        return json(stripTags(clone))
      },
    })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useVmActions(vm), { wrapper })
    let done!: Promise<unknown>
    act(() => {
      done = result.current.run({ type: 'clone', name: 'web-1-clone' })
    })
    await waitFor(() =>
      expect(store.get(toastQueueAtom)).toMatchObject([{ kind: 'progress', title: 'Cloning VM [web-1]' }]),
    )
    await waitFor(() => expect(result.current.pending).toBe('clone'))
    release()
    await act(() => done)
    expect(store.get(toastQueueAtom)).toMatchObject([
      {
        kind: 'success',
        title: 'Virtual Machine cloned',
        actions: [{ label: 'View', href: `/compute/vm/${clone.location}/${clone.uuid}/` }],
      },
    ])
  })

  it('toggles backups with the matching text', async () => {
    const api = fetchDouble({ [`POST ${base}/backup`]: () => json(stripTags({ ...vm, backup: true })) })
    const { wrapper, store } = appWrapper(api.fetch)
    const { result } = renderHook(() => useVmActions(vm), { wrapper })
    await act(() => result.current.run({ type: 'enableBackup' }))
    expect(store.get(toastQueueAtom)[0]!.title).toBe('VM Backups enabled')
  })
})

describe('"Show API request" shows the call each command sends (issue 10)', () => {
  const primary = primaryStorage(vm)!
  const commands: VmCommand[] = [
    { type: 'start' },
    { type: 'stop' },
    { type: 'forceStop' },
    { type: 'delete' },
    { type: 'reinstall', osName: 'ubuntu', osVersion: '24.04' },
    { type: 'clone', name: 'web 1 "copy"' },
    { type: 'resize', vcpu: vm.vcpu + 1, ramMb: vm.memory },
    { type: 'addDisk', sizeGb: 30 },
    { type: 'resizeDisk', diskUuid: primary.uuid, sizeGb: primary.size + 10 },
    { type: 'resizeDisk', diskUuid: 'other-disk', sizeGb: 50 },
    { type: 'takeSnapshot' },
    { type: 'deleteReplica', replicaUuid: 'r-1', replicaType: 'backup' },
    { type: 'enableBackup' },
    { type: 'restore', replicaUuid: 'r-1', replicaType: 'snapshot' },
    { type: 'bootIso', bootImageUuid: 'iso-1', repository: 'platform' },
    { type: 'changeBillingAccount', billingAccountId: 42 },
    { type: 'changePassword', username: 'ada', password: 'Pa$$ w0rd&x' },
    { type: 'addSubinterface', interfaceUuid: 'if-1', networkUuid: 'net-1', vlanTag: 12 },
    { type: 'deleteSubinterface', subinterfaceUuid: 'sub-1' },
  ]

  it.each(commands.map((c) => [c.type, c] as const))('%s', async (_type, command) => {
    const api = fetchDouble({})
    const { wrapper } = appWrapper(api.fetch)
    const { result } = renderHook(() => useVmActions(vm), { wrapper })
    await act(() => result.current.run(command).catch(() => undefined))
    const shown = commandRequest(vm, command)!
    expect(api.calls[0]).toEqual({
      method: shown.method,
      path: requestTarget(shown),
      body: requestBody(shown)?.text ?? '',
    })
  })
})
