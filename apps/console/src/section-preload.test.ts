import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadSectionScreens } from './section-preload'

afterEach(() => vi.useRealTimers())

// Issue 17: the section screens' code loads after the first paint, one screen a task (never one long task).
describe('preloadSectionScreens', () => {
  const imports = () => [1, 2, 3].map(() => vi.fn(() => Promise.resolve({ default: () => null })))

  it('starts after the delay and loads one screen per task', () => {
    vi.useFakeTimers()
    const loads = imports()
    preloadSectionScreens(2000, loads)
    vi.advanceTimersByTime(1999)
    expect(loads.map((l) => l.mock.calls.length)).toEqual([0, 0, 0])
    vi.advanceTimersByTime(1)
    expect(loads.map((l) => l.mock.calls.length)).toEqual([1, 0, 0])
    vi.advanceTimersToNextTimer()
    expect(loads.map((l) => l.mock.calls.length)).toEqual([1, 1, 0])
    vi.runAllTimers()
    expect(loads.map((l) => l.mock.calls.length)).toEqual([1, 1, 1])
  })

  it('stops where it is when cancelled, and ignores a failed download', () => {
    vi.useFakeTimers()
    const loads = imports()
    loads[0]!.mockImplementation(() => Promise.reject(new Error('offline')))
    const cancel = preloadSectionScreens(10, loads)
    vi.advanceTimersByTime(10)
    cancel()
    vi.runAllTimers()
    expect(loads.map((l) => l.mock.calls.length)).toEqual([1, 0, 0])
  })
})
