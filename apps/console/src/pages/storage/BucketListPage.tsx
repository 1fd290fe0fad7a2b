/**
 * /storage: the storage section's route module — every bucket of the user, priced, with bulk delete and bulk
 * "Change billing account".
 */
import { useTableUrlState } from '@cirrus/app-kit'
import { useQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../app/links'
import { activityTexts, moveToBillingAccount, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { useResourceNames } from '../../components/resource-table'
import { useSelectionBulk, type TableBulkAction } from '../../components/TableBulk'
import { useResourceOwners } from '../access/owners'
import { bucketRows, type BucketRow } from './bucket-rows'
import { BucketListView } from './BucketListView'

/** The storage section. */
export default function BucketListPage() {
  const tableQuery = useTableUrlState()
  const { queries, client, queryClient } = useServices()
  const buckets = useQuery(queries.bucketList())
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const named = useResourceNames()
  const rows = buckets.data ? bucketRows(buckets.data, prices.data, owners) : undefined
  // Bulk delete (issue 18): each item is the bucket page's own delete; the list refreshes as each one ends.
  const actions: TableBulkAction<BucketRow>[] = [
    {
      label: activityTexts.bulkDelete,
      danger: true,
      run: async (r) => {
        try {
          await client.storage.deleteBucket(r.name)
        } finally {
          void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bucket') })
        }
      },
    },
  ]
  const accounts = useQuery(queries.billingAccounts())
  const currency = prices.data?.default_currency ?? 'EUR'
  const bulk = useSelectionBulk(rows, actions, {
    accounts: accounts.data,
    currency,
    describe: (r) => ({ target: { kind: 'bucket', name: r.name }, from: r.billingAccountId, price: r.price }),
    move: (r, to) =>
      moveToBillingAccount(client, { kind: 'bucket', name: r.name }, to).finally(
        () => void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bucket') }),
      ),
  })
  return (
    <BucketListView
      tableQuery={tableQuery}
      rows={named(rows)}
      error={buckets.isError ? buckets.error.message : null}
      onRetry={() => void buckets.refetch()}
      currency={currency}
      renderLink={renderRouterLink}
      {...bulk}
    />
  )
}
