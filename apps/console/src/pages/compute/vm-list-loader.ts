/**
 * The compute list's loader, kept out of its lazy chunk (issue 17: no waterfall on first load): the route table
 * binds it statically, so the first VM list starts as soon as the locations answer, in the location the screen
 * will show (the remembered choice, else the platform's default: `pickLocation`), in parallel with the download
 * of the screen's code instead of after its first render.
 */
import type { AppServices } from '../../app/services'
import { pickLocation } from '../../app/pick-location'
import { readChosenLocation } from '../../state/location-choice'

/** Starts the current location's VM list and the prices; the screen shows its skeleton until they answer. */
export const vmListLoader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    void queryClient.prefetchQuery(queries.priceList())
    try {
      const current = pickLocation(
        await queryClient.ensureQueryData(queries.locations()),
        readChosenLocation(),
      )
      if (current) void queryClient.prefetchQuery(queries.vmList(current.slug))
    } catch {
      // No session or no locations: the main loader redirects, or the screen shows the error with a retry.
    }
    return null
  }
