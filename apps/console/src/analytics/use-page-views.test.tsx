import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { setAnalyticsSink } from './analytics'
import { usePageViews } from './use-page-views'

afterEach(() => setAnalyticsSink(null))

function Root() {
  usePageViews()
  return <Outlet />
}

describe('page views on route loads (SPEC §2, §6)', () => {
  it('sends one per route load, none for /admin paths', async () => {
    const sink = vi.fn()
    setAnalyticsSink(sink)
    const router = createMemoryRouter(
      [{ Component: Root, children: [{ path: '*', element: <p>screen</p> }] }],
      {
        initialEntries: ['/'],
      },
    )
    render(<RouterProvider router={router} />)
    await act(() => router.navigate('/admin/users'))
    await act(() => router.navigate('/admin'))
    await act(() => router.navigate('/compute/create?name=web-1'))
    await act(() => router.navigate('/compute/create?name=web-1'))
    expect(sink.mock.calls.map(([event]) => `${event.path}${event.search}`)).toEqual([
      '/',
      '/compute/create?name=web-1',
    ])
  })
})
