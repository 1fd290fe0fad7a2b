/**
 * The main layout route's loader, kept out of the layout's lazy chunk: the route table binds it statically, so the
 * router starts the user, configuration and locations reads as soon as it starts, in parallel with the download
 * of the layout's code instead of after it (SPEC §2 "Customer app", §9).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router'
import { isUnauthorized, type AppServices } from '../app/services'
import { isAuthPath, signInUrl } from '../app/session'

/** The reads every signed-in screen needs (and the proof of a session). */
function sessionReads({ queries, queryClient }: AppServices) {
  return [
    queryClient.ensureQueryData(queries.currentUser()),
    queryClient.ensureQueryData(queries.consoleConfig()),
    queryClient.ensureQueryData(queries.locations()),
  ]
}

/**
 * Starts the session reads at start-up, before the router asks for any screen's code: on HTTP/1.1 the browser
 * opens at most six connections per host, and the reads would otherwise queue behind the first screen's chunks.
 * The main loader then joins these very requests (the query cache dedupes them). Nothing starts on the auth
 * pages, which need no session. Returns whether the reads were started.
 */
export function startSessionReads(services: AppServices, pathname: string): boolean {
  if (isAuthPath(pathname)) return false
  // Errors are the loader's to handle when it awaits the same queries.
  for (const read of sessionReads(services)) read.catch(() => {})
  // The prices start with them (issue 17: no waterfall on first load); every screen shows prices.
  void services.queryClient.prefetchQuery(services.queries.priceList())
  return true
}

/** Loads what every screen needs; without a session, goes to sign-in and comes back here afterwards. */
export const mainLoader =
  (services: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    try {
      await Promise.all(sessionReads(services))
    } catch (error) {
      if (isUnauthorized(error)) throw redirect(signInUrl(`${url.pathname}${url.search}`))
      throw error
    }
    void services.queryClient.prefetchQuery(services.queries.priceList())
    return null
  }
