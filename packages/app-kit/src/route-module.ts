import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router'
import type { AppServices } from './services'

/**
 * The shape of a route module (STYLE.md "A page"): the screen as the default export, and optionally a loader
 * factory that receives the app's services and fills the query cache before the screen renders, plus an
 * error boundary for the errors its loader throws (a missing resource).
 */
export type RouteModule = {
  default: ComponentType
  loader?: (services: AppServices) => LoaderFunction
  ErrorBoundary?: ComponentType
}

/** A lazily imported route module; the same function is used to preload it. */
export type RouteModuleImport = () => Promise<RouteModule>

/**
 * Turns a lazy route module into react-router's `lazy` route properties, binding its loader to the services.
 */
export function lazyRoute(services: AppServices, load: RouteModuleImport): RouteObject['lazy'] {
  return async () => {
    // The client's chunk loads in parallel with the screen's; a screen renders once both are there, so its
    // synchronous client members (a download URL) are always served by the real client (lazy-client.ts).
    const [module] = await Promise.all([load(), services.clientReady])
    return {
      Component: module.default,
      ...(module.loader ? { loader: module.loader(services) } : {}),
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
    }
  }
}
