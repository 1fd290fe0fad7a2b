import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAnalyticsSink, trackPageView } from './analytics'

afterEach(() => setAnalyticsSink(null))

describe('page analytics (SPEC §2, §6)', () => {
  it.each([
    ['/', true],
    ['/compute/vm/tll01/abc/', true],
    ['/administrator', true],
    ['/section/admin', true],
    ['/admin', false],
    ['/admin/', false],
    ['/admin/users', false],
  ])('a route load of %s sends a page view: %s', (path, tracked) => {
    const sink = vi.fn()
    setAnalyticsSink(sink)
    expect(trackPageView(path)).toBe(tracked)
    expect(sink).toHaveBeenCalledTimes(tracked ? 1 : 0)
  })

  it('sends a page view with the path and query to the sink', () => {
    const sink = vi.fn()
    setAnalyticsSink(sink)
    expect(trackPageView('/compute/create', '?retry=1')).toBe(true)
    expect(sink).toHaveBeenCalledWith({ type: 'page_view', path: '/compute/create', search: '?retry=1' })
  })

  it('sends nothing for an admin path', () => {
    const sink = vi.fn()
    setAnalyticsSink(sink)
    expect(trackPageView('/admin/users')).toBe(false)
    expect(sink).not.toHaveBeenCalled()
  })

  it('survives a sink that throws', () => {
    setAnalyticsSink(() => {
      throw new Error('tracker down')
    })
    expect(() => trackPageView('/')).not.toThrow()
  })
})
