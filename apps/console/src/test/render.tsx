/**
 * Test wiring: the app's real services (domain client, query cache) over a fetch double, a jotai store and a
 * memory router, so hooks and screens run as in the app without a server.
 */
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { Provider, createStore } from 'jotai'
import { createAppServices, ServicesProvider, type AppServices } from '../app/services'

/** A fetch double: answers by `METHOD path` (path without the origin), 404 otherwise; records every call. */
export function fetchDouble(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  const calls: { method: string; path: string; body: string }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const key = `${request.method} ${url.pathname}`
    calls.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: await request.clone().text(),
    })
    const route = routes[key]
    return route ? route(request) : json({ message: `No route for ${key}` }, 404)
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** Services, store and a wrapper for renderHook/render. */
export function appWrapper(fetch: typeof globalThis.fetch, path = '/') {
  const services: AppServices = createAppServices({ baseUrl: 'http://console.test', fetch })
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={services.queryClient}>
        <ServicesProvider services={services}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ServicesProvider>
      </QueryClientProvider>
    </Provider>
  )
  return { services, store, wrapper }
}
