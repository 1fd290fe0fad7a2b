/** /buckets: the route module of the Object Storage screen (issue 14). */
import { useServices } from '@cirrus/app-kit'
import { adminBucketSortKeys } from '@cirrus/domain'
import { useServerList } from '../../app/use-server-list'
import { BUCKETS_PAGE_SIZE, BucketsView } from './BucketsView'

/** The Object Storage screen. */
export default function BucketsPage() {
  const { client } = useServices()
  const list = useServerList({
    name: 'buckets',
    sortKeys: adminBucketSortKeys,
    filterKeys: ['name', 'owner'] as const,
    pageSize: BUCKETS_PAGE_SIZE,
    list: (q, opts) => client.admin.buckets(q, opts),
  })
  return <BucketsView {...list} />
}
