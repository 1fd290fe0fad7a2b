/**
 * The admin layout's loader: the signed-in user (is it an administrator? SPEC §6) and the platform configuration
 * (the admin bare-metal flag shapes the menu). Without a session the browser goes to the console's sign-in page
 * (a full page load: sign-in lives in the other app) and comes back to this admin address afterwards.
 */
import { redirectDocument, type LoaderFunctionArgs } from 'react-router'
import { isUnauthorized, signInUrl, type AppServices } from '@cirrus/app-kit'

/** Loads what the admin shell needs; without a session, goes to sign-in and back. */
export const adminLoader =
  ({ queries, queryClient }: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    try {
      await Promise.all([
        queryClient.ensureQueryData(queries.currentUser()),
        queryClient.ensureQueryData(queries.consoleConfig()),
      ])
    } catch (error) {
      // An absolute address: a relative one would be read below the router's /admin basename.
      if (isUnauthorized(error)) {
        throw redirectDocument(new URL(signInUrl(`${url.pathname}${url.search}`), url.origin).href)
      }
      throw error
    }
    return null
  }
