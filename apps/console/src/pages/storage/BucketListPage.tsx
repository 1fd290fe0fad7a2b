/** /storage: the storage section's route module — every bucket of the user, priced. */
import { useTableUrlState } from '@cirrus/app-kit'
import { useQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { useResourceOwners } from '../access/owners'
import { bucketRows } from './bucket-rows'
import { BucketListView } from './BucketListView'

/** The storage section. */
export default function BucketListPage() {
  const tableQuery = useTableUrlState()
  const { queries } = useServices()
  const buckets = useQuery(queries.bucketList())
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  return (
    <BucketListView
      tableQuery={tableQuery}
      rows={buckets.data ? bucketRows(buckets.data, prices.data, owners) : undefined}
      error={buckets.isError ? buckets.error.message : null}
      onRetry={() => void buckets.refetch()}
      currency={prices.data?.default_currency ?? 'EUR'}
      renderLink={renderRouterLink}
    />
  )
}
