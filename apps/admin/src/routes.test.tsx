import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { createStore } from 'jotai'
import { AppProviders, createAppServices } from '@cirrus/app-kit'
import { defaultConsoleConfig } from '@cirrus/domain'
import { makeUser } from '@cirrus/domain/fixtures'
import { createRoutes } from './routes'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The admin app at `path` for a user, over a fetch double; returns the calls it made. */
function renderAdmin(isAdmin: boolean, path = '/') {
  const calls: string[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    calls.push(`${request.method} ${url.pathname}`)
    if (url.pathname === '/v1/user-resource/user') return json(makeUser({ is_admin: isAdmin }))
    if (url.pathname === '/v1/config/console') return json(defaultConsoleConfig)
    if (url.pathname === '/v1/admin/audit') return json([])
    return json({ message: 'no route' }, 404)
  }
  const services = createAppServices({
    baseUrl: 'http://admin.test',
    fetch: fetch as typeof globalThis.fetch,
  })
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] })
  render(
    <AppProviders services={services} store={createStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return calls
}

describe('who may open /admin (SPEC §2, §6)', () => {
  it('refuses a signed-in customer, with a link back to the main app, and reads no admin data', async () => {
    const calls = renderAdmin(false, '/configuration')
    expect(
      await screen.findByRole('heading', { name: 'Only for administrative users' }, { timeout: 10_000 }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull()
    expect(calls.filter((c) => c.includes('/v1/admin/'))).toEqual([])
  })

  it('lets an administrator in: the admin menu and the dashboard', async () => {
    renderAdmin(true)
    expect(
      await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible()
    const menu = screen.getByRole('navigation', { name: 'Admin menu' })
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  })

  it('opens a built page by its address', async () => {
    renderAdmin(true, '/test-components')
    // The first lazy screen's module is transformed on demand in jsdom: give it the time a slow machine needs.
    expect(
      await screen.findByRole('heading', { name: 'Test components', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible()
  })

  it('shows the not-found page for an unknown admin address', async () => {
    renderAdmin(true, '/nowhere')
    expect(
      await screen.findByRole('heading', { name: 'This page is gone' }, { timeout: 10_000 }),
    ).toBeVisible()
  })
})
