import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import { ApiError } from '@cirrus/domain'
import { errorDetail, toastQueueAtom, useNotify } from './toasts'

function setup() {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const { result } = renderHook(() => useNotify(), { wrapper })
  return { notify: result.current, queue: () => store.get(toastQueueAtom) }
}

describe('toast wiring (SPEC §8, §9)', () => {
  it('turns a progress toast into its outcome in place', () => {
    const { notify, queue } = setup()
    let progress!: ReturnType<typeof notify.progress>
    act(() => {
      progress = notify.progress('Creating VM [web-1]')
    })
    expect(queue()).toMatchObject([{ kind: 'progress', title: 'Creating VM [web-1]' }])
    act(() => progress.success('VM created', { links: [{ label: 'View', href: '/compute/vm/tll01/x/' }] }))
    expect(queue()).toHaveLength(1)
    expect(queue()[0]).toMatchObject({
      kind: 'success',
      title: 'VM created',
      actions: [{ label: 'View', href: '/compute/vm/tll01/x/' }],
    })
  })

  it('gives a failure its retry link and the platform message', () => {
    const { notify, queue } = setup()
    act(() => {
      notify.progress('Creating VM [web-1]').error('Error creating VM', {
        description: 'Not enough capacity',
        links: [{ label: 'Retry', href: '/compute/create?name=web-1' }],
      })
    })
    expect(queue()[0]).toMatchObject({
      kind: 'error',
      title: 'Error creating VM',
      description: 'Not enough capacity',
      actions: [{ label: 'Retry', href: '/compute/create?name=web-1' }],
    })
  })

  it('keeps at most 5 toasts', () => {
    const { notify, queue } = setup()
    act(() => {
      for (let i = 1; i <= 7; i++) notify.success(`Done ${i}`)
    })
    expect(queue().map((t) => t.title)).toEqual(['Done 3', 'Done 4', 'Done 5', 'Done 6', 'Done 7'])
  })

  it('reads the platform message of a failure', () => {
    expect(errorDetail(new ApiError({ status: 409, message: 'The VM is locked' }))).toBe('The VM is locked')
    expect(errorDetail('nope')).toBeUndefined()
  })
})
