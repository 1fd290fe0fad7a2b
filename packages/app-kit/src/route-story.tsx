/**
 * Stories of route modules (the `*Page.tsx` that wire a screen's queries to its props-only view): the route module
 * renders as in the app, under a router at `url`, with services whose client answers from `calls`. A call not listed
 * never answers, so a story that lists nothing is the screen's loading state; a call that throws is its error state.
 * The views' own stories picture every state in detail; these prove the wiring (which call feeds which part).
 */
import { useState, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ApiError, warrenQueries, type WarrenClient } from '@cirrus/domain'
import { ServicesProvider, type AppServices } from './services'

/** The answers of a story's client, by `namespace.method` (`'infra.listHosts': () => hosts`). */
export type StoryCalls = Record<string, (...args: unknown[]) => unknown>

/** The error a call gets when the network is down (the screens' "Network error: …" state). */
export const storyNetworkError = () => new ApiError({ status: 0, message: 'Network error: Failed to fetch' })

const pending = () => new Promise<never>(() => {})

/** A client whose listed calls answer from `calls` and whose other calls stay pending. */
export function storyClient(calls: StoryCalls): WarrenClient {
  const namespace = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, method) => {
          if (typeof method !== 'string' || method === 'then') return undefined
          const answer = calls[`${name}.${method}`]
          return async (...args: unknown[]) => (answer ? answer(...args) : pending())
        },
      },
    )
  return new Proxy({} as WarrenClient, {
    get: (_, name) => (typeof name === 'string' && name !== 'then' ? namespace(name) : undefined),
  })
}

/** Props of {@link RouteModuleStory}. */
export type RouteModuleStoryProps = {
  /** The route's pattern, as the app's route table has it (`/hosts/:uuid`). */
  path: string
  /** The URL the story opens (`/hosts/3f2…`). */
  url: string
  calls: StoryCalls
  /** The route module's element. */
  children: ReactNode
}

/** Renders a route module under a router at `url`, with a client that answers from `calls`. */
export function RouteModuleStory({ path, url, calls, children }: RouteModuleStoryProps) {
  const [services] = useState<AppServices>(() => {
    const client = storyClient(calls)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    return { client, queries: warrenQueries(client), queryClient }
  })
  return (
    <QueryClientProvider client={services.queryClient}>
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </MemoryRouter>
      </ServicesProvider>
    </QueryClientProvider>
  )
}

/**
 * The tag of a route module's story file (its meta's `tags`): the story tests run its play, axe and the phone
 * check but take no picture. Every state's picture is the view's story (data there is present at the first
 * render); here the data arrives after it, and a table measured before it would make pictures that differ by run.
 */
export const ROUTE_MODULE_TAG = 'route-module'
