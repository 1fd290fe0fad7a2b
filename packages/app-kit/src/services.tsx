/**
 * The API client provider both apps use (moved from the console, issue 13): the domain client for same-origin
 * cookie auth, its query factories and the server-state cache, made available to every screen.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query'
import {
  constants,
  isApiError,
  warrenKeys,
  warrenQueries,
  type WarrenClient,
  type WarrenQueries,
} from '@cirrus/domain'
import { createEarlyReads, takePageFirstReads, type EarlyReads } from './early-reads'
import { lazyClient } from './lazy-client'

/** What every route module needs: the domain client, its query factories and the server-state cache. */
export type AppServices = {
  client: WarrenClient
  queries: WarrenQueries
  queryClient: QueryClient
  /** Resolves once the client's code has loaded (issue 17: it is a chunk of its own); absent when eager. */
  clientReady?: Promise<unknown>
  /**
   * The first load's reads sent before the client's code is there (issue 17, `early-reads.ts`): a loader may
   * `peek` at one's body to decide what else to start early. Absent when the client is eager.
   */
  early?: Pick<EarlyReads, 'peek'>
}

/** Options of {@link createAppServices}. */
export type AppServicesOptions = {
  /** Server root; the console (and the admin app) runs on the platform's origin, so the session cookie is same-origin. */
  baseUrl?: string
  /** A fetch double for tests. */
  fetch?: typeof fetch
  /** Called when any call answers 401: the session has expired (CONTRACTS: 401 without a session). */
  onUnauthorized?: () => void
}

/** True for the error a call gets when there is no (longer a) session. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401
}

/**
 * Builds the server-state cache with SPEC §9's constants: cache life 5 minutes, and no retry of a 4xx (a missing
 * VM or a validation error will not fix itself; retrying only delays the error page). Every successful change
 * marks the quotas stale (a create, delete, resize or move changes what a billing account uses); what else it
 * changed, the action that made it invalidates.
 */
export function createQueryClient(onUnauthorized?: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized?.()
  }
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: warrenKeys.quotas() })
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError, onSuccess }),
    defaultOptions: {
      queries: {
        gcTime: constants.router.cacheLifeMs,
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  })
  return queryClient
}

/**
 * Creates the client for same-origin cookie auth (no `apikey`: the domain client then sends
 * `X-Cirrus-Client: console`, CONTRACTS), its query factories and the query client.
 */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const baseUrl = options.baseUrl ?? window.location.origin
  // The client's code (its schemas and zod) is a chunk of its own, loaded now in parallel with the first
  // screen's (issue 17: kept out of the first load); calls made meanwhile wait for it.
  // Calls made meanwhile that the first load needs (session, locations, prices, a first list) do not wait: they
  // go out at once and the client takes their answers (early-reads.ts).
  const sent = takePageFirstReads()
  const early = createEarlyReads(baseUrl, {
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(sent ? { sent } : {}),
  })
  const { client, ready } = lazyClient<WarrenClient>(
    () =>
      import('@cirrus/domain/client').then(({ createWarrenClient }) =>
        createWarrenClient({ baseUrl, credentials: 'same-origin', fetch: early.fetch }),
      ),
    { early: early.startCall },
  )
  return {
    client,
    clientReady: ready,
    early,
    queries: warrenQueries(client),
    queryClient: createQueryClient(options.onUnauthorized),
  }
}

const ServicesContext = createContext<AppServices | null>(null)

/** Makes the services available to every screen. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

/** The app's services; throws outside a {@link ServicesProvider} (a wiring bug). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices() needs a <ServicesProvider>')
  return services
}
