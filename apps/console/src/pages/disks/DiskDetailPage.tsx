/**
 * /disks/disk/{location}/{uuid}/ (SPEC §2): the route module. The loader reads the disk (a missing one throws
 * a not-found error carrying up to 30 ids that do exist, SPEC §8: "This disk is gone") and prefetches the rest.
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ensureResource } from '../../app/missing-resource'
import { viewerTimeZone } from '../../app/format'
import { renderRouterLink } from '../../app/links'
import type { AppServices } from '../../app/services'
import { useServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { DiskDetailView } from './DiskDetailView'
import { DISK_CREATE_PATH, diskPath } from './paths'
import { useDiskActions } from './use-disk-actions'

/** Reads the disk; a missing one becomes a not-found error listing the ids that do exist. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const location = params.location ?? ''
    const uuid = params.uuid ?? ''
    await ensureResource(queryClient, queries.disk(location, uuid), {
      kind: 'disk',
      id: uuid,
      availableIds: async () => (await queryClient.fetchQuery(queries.diskList(location))).map((d) => d.uuid),
    })
    void queryClient.prefetchQuery(queries.priceList())
    void queryClient.prefetchQuery(queries.vmList(location))
    void queryClient.prefetchQuery(queries.billingAccounts())
    return null
  }

/** A missing disk: "This disk is gone", with up to 30 ids that do exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'disk',
  createHref: DISK_CREATE_PATH,
  idHref: (id, params) => diskPath(params.location ?? '', id),
})

/** The disk's page. */
export default function DiskDetailPage() {
  const params = useParams()
  const location = params.location ?? ''
  const uuid = params.uuid ?? ''
  return <DiskDetailScreen key={`${location}/${uuid}`} location={location} uuid={uuid} />
}

function DiskDetailScreen({ location, uuid }: { location: string; uuid: string }) {
  const { queries } = useServices()
  const { data: disk } = useSuspenseQuery(queries.disk(location, uuid))
  const { run, pending } = useDiskActions(disk)
  const prices = useQuery(queries.priceList())
  const vms = useQuery(queries.vmList(location))
  const accounts = useQuery(queries.billingAccounts())
  const locations = useQuery(queries.locations())
  return (
    <DiskDetailView
      disk={disk}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      vms={vms.data}
      vmsError={vms.isError ? vms.error.message : null}
      billingAccounts={accounts.data ?? []}
      priceList={prices.data}
      pending={pending}
      onCommand={run}
      renderLink={renderRouterLink}
      timeZone={viewerTimeZone()}
    />
  )
}
