/**
 * The compute list's loader, kept out of its lazy chunk (issue 17: no waterfall on first load): the route table
 * binds it statically, so the first page of VMs starts as soon as the locations answer, in the location the screen
 * will show (the remembered choice, else the platform's default: `pickLocation`), in parallel with the download
 * of the screen's code instead of after its first render. It reads exactly the page the screen will ask for —
 * the URL's search, status filter, sort and page (`vmPageQuery`, the same key) — never the whole `vm/list`: a
 * 10,000-VM account's list is ≈ 10 MB of JSON, and its parse was the longest task of the screen's load.
 */
import { readTableParams } from '@cirrus/design-system'
import { readTablePage } from '@cirrus/app-kit'
import type { AppServices } from '../../app/services'
import { pickLocation } from '../../app/pick-location'
import { readChosenLocation } from '../../state/location-choice'
import { VM_BILLING_COLUMN, vmPageQuery } from './vm-page-query'

/** Starts the current location's page of VMs and the prices; the screen shows its skeleton until they answer. */
export const vmListLoader =
  ({ queries, queryClient }: AppServices) =>
  async ({ request }: { request?: Request } = {}) => {
    void queryClient.prefetchQuery(queries.priceList())
    const params = new URL(request?.url ?? 'http://console/compute').searchParams
    const table = readTableParams(params)
    // A billing-account filter names accounts by title: the screen turns it into ids once the accounts answer.
    if (table.filters[VM_BILLING_COLUMN]?.trim()) return null
    try {
      const current = pickLocation(
        await queryClient.ensureQueryData(queries.locations()),
        readChosenLocation(),
      )
      const query = vmPageQuery({ ...table, pageNumber: readTablePage(params) })
      if (current) void queryClient.prefetchQuery(queries.vmPage(current.slug, query))
    } catch {
      // No session or no locations: the main loader redirects, or the screen shows the error with a retry.
    }
    return null
  }
