import { describe, expect, it, vi } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { demoPriceList } from '@cirrus/domain'
import { makeVm } from '@cirrus/domain/fixtures'
import { dashboardSummary, type DashboardInput } from './dashboard-summary'
import { useDashboardSummary } from './use-dashboard-summary'

const input: DashboardInput = {
  vms: [makeVm({ name: 'web-1' }, 1), makeVm({ name: 'db-1' }, 2)],
  ips: [],
  billingAccounts: [],
  priceList: demoPriceList,
}

describe('useDashboardSummary (issue 17)', () => {
  it('answers the pure summary of the input (computed here where no Worker exists)', async () => {
    const { result } = renderHook(() => useDashboardSummary([input.vms], () => input))
    await waitFor(() => expect(result.current).toEqual(dashboardSummary(input)))
  })

  it('is undefined while the input loads, and computes again only when a part changes', async () => {
    const build = vi.fn((): DashboardInput | undefined => undefined)
    const { result, rerender } = renderHook(({ parts }) => useDashboardSummary(parts, build), {
      initialProps: { parts: [true] as unknown[] },
    })
    expect(result.current).toBeUndefined()
    build.mockImplementation(() => input)
    rerender({ parts: [true] })
    expect(build).toHaveBeenCalledTimes(1)
    rerender({ parts: [false] })
    await waitFor(() => expect(result.current?.counts[0]?.total).toBe(2))
    expect(build).toHaveBeenCalledTimes(2)
  })
})
