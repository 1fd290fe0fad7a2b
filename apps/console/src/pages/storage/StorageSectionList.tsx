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
import type { Bucket, PriceList } from '@cirrus/domain'
import { SectionList, type SectionListItem } from '../../layout/SectionList'
import { useResourceOwners, type ResourceOwners } from '../access/owners'
import { bucketRows } from './bucket-rows'
import { BUCKET_CREATE_PATH, bucketOfPath } from './paths'

/** The buckets as section-list items: name, size (and billed GB) and hourly price. */
export function bucketListItems(
  buckets: readonly Bucket[],
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): SectionListItem[] {
  return bucketRows(buckets, priceList, owners).map((row) => ({
    id: row.id,
    name: row.name,
    href: row.href,
    secondary: row.sizeText,
    price: displayAmount(row.price),
    owner: row.owner,
  }))
}

/** What an empty bucket list says. */
export const emptyBuckets = {
  icon: <ArchiveIcon width="20" height="20" />,
  title: 'No buckets',
  description: 'Create a bucket to store files and reach them with any S3 client.',
}

/** The user's buckets as the section list shows them. */
export function StorageSectionList() {
  const { queries } = useServices()
  const { pathname } = useLocation()
  const buckets = useQuery(queries.bucketList())
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  return (
    <SectionList
      title="Buckets"
      createLabel="Create bucket"
      createHref={BUCKET_CREATE_PATH}
      items={bucketListItems(buckets.data ?? [], prices.data, owners)}
      currency={prices.data?.default_currency ?? 'EUR'}
      activeId={bucketOfPath(pathname)}
      loading={buckets.isPending}
      error={buckets.isError ? buckets.error.message : null}
      onRetry={() => void buckets.refetch()}
      empty={emptyBuckets}
      renderLink={renderRouterLink}
      viewAll
    />
  )
}
