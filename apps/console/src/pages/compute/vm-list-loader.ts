/**
 * The compute list's loader, kept out of its lazy chunk (issue 17: no waterfall on first load): the route table
 * binds it statically, so the first page of VMs starts as soon as the locations answer, in the location the screen
 * will show (the remembered choice, else the platform's default: `pickLocation`), in parallel with the download
 * of the screen's code instead of after its first render. It reads the first page of `GET vm/page`
 * (./vm-page-first.ts, the screen's query of a bare `/compute`), never the whole `vm/list`: a 10,000-VM account's
 * list is ≈ 10 MB of JSON, and its download and parse were the longest task of the screen's load. A URL with a
 * table state (`?q=…&sort=…&page=3`) is read by the screen itself (parsing it here would put the table-URL
 * readers in the first load, which has no room for them); the first page read here then is the one the
 * background prefetch warms 2 s later anyway (`app/background-prefetch.ts`).
 */
import type { AppServices } from '../../app/services'
import { pickLocation } from '../../app/pick-location'
import { readChosenLocation } from '../../state/location-choice'
import { VM_LIST_FIRST_PAGE } from './vm-page-first'

/** Starts the current location's first page of VMs and the prices; the screen shows its skeleton meanwhile. */
export const vmListLoader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    void queryClient.prefetchQuery(queries.priceList())
    try {
      const current = pickLocation(
        await queryClient.ensureQueryData(queries.locations()),
        readChosenLocation(),
      )
      if (current) void queryClient.prefetchQuery(queries.vmPage(current.slug, VM_LIST_FIRST_PAGE))
    } catch {
      // No session or no locations: the main loader redirects, or the screen shows the error with a retry.
    }
    return null
  }
