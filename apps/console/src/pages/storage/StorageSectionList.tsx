/**
 * The storage section's sidebar (and /section/storage on mobile, SPEC §2): the user's buckets with size and
 * hourly price, 10 first and "View all" for the rest (SPEC §9).
 */
import { useLocation } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArchiveIcon } from '@radix-ui/react-icons'
import { renderRouterLink } from '../../app/links'
import { displayAmount } from '../../app/money'
import { useServices } from '../../app/services'
import { SectionList } from '../../layout/SectionList'
import { bucketRows } from './bucket-rows'
import { BUCKET_CREATE_PATH, bucketOfPath } from './paths'

/** The user's buckets as the section list shows them. */
export function StorageSectionList() {
  const { queries } = useServices()
  const { pathname } = useLocation()
  const buckets = useQuery(queries.bucketList())
  const prices = useQuery(queries.priceList())
  return (
    <SectionList
      title="Buckets"
      createLabel="Create bucket"
      createHref={BUCKET_CREATE_PATH}
      items={bucketRows(buckets.data ?? [], prices.data).map((row) => ({
        id: row.id,
        name: row.name,
        href: row.href,
        secondary: row.sizeText,
        price: displayAmount(row.price),
      }))}
      currency={prices.data?.default_currency ?? 'EUR'}
      activeId={bucketOfPath(pathname)}
      loading={buckets.isPending}
      error={buckets.isError ? buckets.error.message : null}
      onRetry={() => void buckets.refetch()}
      empty={{
        icon: <ArchiveIcon width="20" height="20" />,
        title: 'No buckets',
        description: 'Create a bucket to store files and reach them with any S3 client.',
      }}
      renderLink={renderRouterLink}
      viewAll
    />
  )
}
