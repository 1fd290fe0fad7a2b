/**
 * The locations a loader goes by to start a screen's reads early (issue 17): the body of the first load's
 * locations read as it came, when it went out before the client's code was there (app-kit `early-reads.ts`),
 * else the validated list. Only for choosing what to prefetch: what a screen shows always comes from the query
 * cache, which the client fills with the validated answer; a wrong guess costs one read that nobody shows.
 */
import { firstLoadRequests, type Location } from '@cirrus/domain'
import type { AppServices } from './services'

/** Locations as a prefetch needs them; rejects as the locations read does (no session: a 401). */
export async function locationsForPrefetch({
  early,
  queries,
  queryClient,
}: AppServices): Promise<readonly Location[]> {
  const body = await early?.peek(firstLoadRequests['account.locations']())
  if (Array.isArray(body) && body.every((l) => typeof (l as Partial<Location>)?.slug === 'string'))
    return body as Location[]
  return queryClient.ensureQueryData(queries.locations())
}
