import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { Provider, createStore, useAtom } from 'jotai'
import type { ReactNode } from 'react'
import { MENU_COLLAPSED_KEY, MENU_MODE_KEY, menuCollapsedAtom, menuModeAtom } from './menu'

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>{children}</Provider>
)

describe('the admin menu state (SPEC §2: saved in local storage)', () => {
  it('starts expanded with no folded group, and saves what the administrator changes', () => {
    const { result } = renderHook(() => [useAtom(menuModeAtom), useAtom(menuCollapsedAtom)] as const, {
      wrapper,
    })
    expect(result.current[0][0]).toBe('expanded')
    expect(result.current[1][0]).toEqual([])
    act(() => {
      result.current[0][1]('compact')
      result.current[1][1](['pricing', 'metal'])
    })
    expect(JSON.parse(localStorage.getItem(MENU_MODE_KEY)!)).toBe('compact')
    expect(JSON.parse(localStorage.getItem(MENU_COLLAPSED_KEY)!)).toEqual(['pricing', 'metal'])
  })

  it('reads the saved state on the next visit', () => {
    localStorage.setItem(MENU_MODE_KEY, JSON.stringify('compact'))
    localStorage.setItem(MENU_COLLAPSED_KEY, JSON.stringify(['billing']))
    const { result } = renderHook(() => [useAtom(menuModeAtom)[0], useAtom(menuCollapsedAtom)[0]], {
      wrapper,
    })
    expect(result.current).toEqual(['compact', ['billing']])
  })

  it('ignores a hand-edited value', () => {
    localStorage.setItem(MENU_MODE_KEY, JSON.stringify('sideways'))
    localStorage.setItem(MENU_COLLAPSED_KEY, JSON.stringify('billing'))
    const { result } = renderHook(() => [useAtom(menuModeAtom)[0], useAtom(menuCollapsedAtom)[0]], {
      wrapper,
    })
    expect(result.current).toEqual(['expanded', []])
  })
})
