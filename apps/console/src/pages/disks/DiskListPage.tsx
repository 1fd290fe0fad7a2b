/**
 * /disks: the disks section's route module — the current location's disks, priced, with bulk delete and bulk
 * "Change billing account".
 */
import { useQuery } from '@tanstack/react-query'
import { useTableUrlState } from '@cirrus/app-kit'
import { activityTexts, moveToBillingAccount, warrenKeys } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { useResourceNames } from '../../components/resource-table'
import { useSelectionBulk, type TableBulkAction } from '../../components/TableBulk'
import type { DiskRow } from './disk-rows'
import { DiskListView } from './DiskListView'
import { useDiskList } from './use-disk-list'

/** The disks section. */
export default function DiskListPage() {
  const tableQuery = useTableUrlState()
  const { current } = useCurrentLocation()
  const { client, queries, queryClient } = useServices()
  const location = current?.slug ?? ''
  const list = useDiskList(current?.slug ?? null)
  const named = useResourceNames()
  // Bulk delete (issue 18): each item is the disk page's own delete; the lists refresh as each one ends.
  const actions: TableBulkAction<DiskRow>[] = [
    {
      label: activityTexts.bulkDelete,
      danger: true,
      run: async (r) => {
        try {
          await client.disk.delete(location, r.id)
        } finally {
          void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('disk', location) })
        }
      },
    },
  ]
  const accounts = useQuery(queries.billingAccounts())
  const refresh = () => void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('disk', location) })
  const bulk = useSelectionBulk(list.rows, actions, {
    accounts: accounts.data,
    currency: list.currency,
    describe: (r) => ({
      target: { kind: 'disk', location, uuid: r.id },
      from: r.billingAccountId,
      price: r.price,
    }),
    move: (r, to) =>
      moveToBillingAccount(client, { kind: 'disk', location, uuid: r.id }, to).finally(refresh),
  })
  return (
    <DiskListView
      tableQuery={tableQuery}
      rows={named(list.rows)}
      error={list.error}
      onRetry={list.retry}
      currency={list.currency}
      locationName={current?.display_name ?? '…'}
      renderLink={renderRouterLink}
      {...bulk}
    />
  )
}
