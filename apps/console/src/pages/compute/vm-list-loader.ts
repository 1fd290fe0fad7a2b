/**
 * The compute list's loader, kept out of its lazy chunk (issue 17: no waterfall on first load): the route table
 * binds it statically, so the first page of VMs starts as soon as the locations answer (on the first load, their
 * answer as it came, before the client's code has arrived: `locationsForPrefetch`), in the location the screen
 * will show (the remembered choice, else the platform's default: `pickLocation`) and with the search, filters
 * and sort of the URL, in parallel with the download of the screen's code instead of after its first render.
 */
import type { LoaderFunctionArgs } from 'react-router'
import { readTableParams } from '@cirrus/design-system'
import type { AppServices } from '../../app/services'
import { locationsForPrefetch } from '../../app/first-locations'
import { pickLocation } from '../../app/pick-location'
import { readChosenLocation } from '../../state/location-choice'
import { VM_BILLING_COLUMN, vmPageQuery } from './vm-page-query'

/** Starts the page of VMs the screen will ask first, and the prices; the screen shows its skeleton until they answer. */
export const vmListLoader =
  (services: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { queries, queryClient } = services
    void queryClient.prefetchQuery(queries.priceList())
    const table = readTableParams(new URL(request.url).searchParams)
    // A billing-account filter names accounts by title: the screen resolves it once the accounts are there.
    if (table.filters[VM_BILLING_COLUMN]?.trim()) return null
    try {
      const current = pickLocation(await locationsForPrefetch(services), readChosenLocation())
      // The query VmListPage makes first (page 1 with the URL's search, filters and sort; a `page=N` the screen
      // reads itself, and the background prefetch warms page 1 anyway); the cache joins the two.
      const query = vmPageQuery({ ...table, pageNumber: 1 })
      if (current) void queryClient.prefetchQuery(queries.vmPage(current.slug, query))
    } catch {
      // No session or no locations: the main loader redirects, or the screen shows the error with a retry.
    }
    return null
  }
