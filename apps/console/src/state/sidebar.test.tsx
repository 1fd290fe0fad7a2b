import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { Provider, createStore, useAtom } from 'jotai'
import type { ReactNode } from 'react'
import { SIDEBAR_DEFAULT_WIDTH, SIDEBAR_WIDTH_KEY, sidebarWidthAtom } from './sidebar'

function renderWidth() {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return renderHook(() => useAtom(sidebarWidthAtom), { wrapper })
}

describe('sidebar width persistence (SPEC §2: saved in local storage)', () => {
  it('starts at the default 330 px when nothing is stored', () => {
    const { result } = renderWidth()
    expect(result.current[0]).toBe(SIDEBAR_DEFAULT_WIDTH)
  })

  it('writes a new width to local storage', () => {
    const { result } = renderWidth()
    act(() => result.current[1](420))
    expect(localStorage.getItem(SIDEBAR_WIDTH_KEY)).toBe('420')
  })

  it('reads the stored width on start (a reload keeps it)', () => {
    localStorage.setItem(SIDEBAR_WIDTH_KEY, '410')
    const { result } = renderWidth()
    expect(result.current[0]).toBe(410)
  })

  it.each(['"wide"', 'not json', '-5', 'null'])('ignores a stored %s and uses the default', (raw) => {
    localStorage.setItem(SIDEBAR_WIDTH_KEY, raw)
    const { result } = renderWidth()
    expect(result.current[0]).toBe(SIDEBAR_DEFAULT_WIDTH)
  })
})
