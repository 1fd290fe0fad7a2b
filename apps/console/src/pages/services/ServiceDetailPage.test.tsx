import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Provider, createStore } from 'jotai'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { stripTags } from '@cirrus/domain'
import { makeServicePackage } from '@cirrus/domain/fixtures'
import { createAppServices, ServicesProvider } from '../../app/services'
import { fetchDouble, json } from '../../test/render'
import { ErrorBoundary, loader } from './ServiceDetailPage'
import { servicePath } from './paths'

const inTallinn = makeServicePackage({ display_name: 'db-tll', location: 'tll01' }, 1)
const inFrankfurt = makeServicePackage({ display_name: 'db-fra', location: 'fra01' }, 2)

/** The service route with its real loader and error boundary over a fetch double, at `path`. */
function renderAt(path: string) {
  const api = fetchDouble({
    [`GET /v1/user-resource/service/package/${inTallinn.uuid}`]: () => json(stripTags(inTallinn)),
    [`GET /v1/user-resource/service/package/${inFrankfurt.uuid}`]: () => json(stripTags(inFrankfurt)),
    'GET /v1/user-resource/service/packages': () => json([inTallinn, inFrankfurt].map(stripTags)),
  })
  const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
  const router = createMemoryRouter(
    [
      {
        path: '/services/service/:location/:serviceId',
        loader: loader(services),
        Component: () => <p>service page</p>,
        HydrateFallback: () => <p>loading</p>,
        ErrorBoundary,
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={services.queryClient}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </QueryClientProvider>
    </Provider>,
  )
}

describe('/services/service/{location}/{serviceId}/ (SPEC §2)', () => {
  it('shows the service under its own location', async () => {
    renderAt(servicePath('tll01', inTallinn.uuid))
    expect(await screen.findByText('service page')).toBeVisible()
  })

  it('under another location the service is gone, and each available id links to its own location', async () => {
    renderAt(servicePath('fra01', inTallinn.uuid))
    expect(await screen.findByRole('heading', { name: 'This service is gone' })).toBeVisible()
    expect(screen.queryByText('service page')).toBeNull()
    const ids = within(screen.getByRole('list', { name: 'Available ids' }))
    expect(ids.getByRole('link', { name: inTallinn.uuid })).toHaveAttribute(
      'href',
      `/services/service/tll01/${inTallinn.uuid}/`,
    )
    expect(ids.getByRole('link', { name: inFrankfurt.uuid })).toHaveAttribute(
      'href',
      `/services/service/fra01/${inFrankfurt.uuid}/`,
    )
  })

  it('an unknown id is gone too, with the same links', async () => {
    renderAt(servicePath('tll01', '00000000-0000-4000-8000-00000000dead'))
    expect(await screen.findByRole('heading', { name: 'This service is gone' })).toBeVisible()
    expect(screen.getByRole('link', { name: inFrankfurt.uuid })).toHaveAttribute(
      'href',
      `/services/service/fra01/${inFrankfurt.uuid}/`,
    )
  })
})
