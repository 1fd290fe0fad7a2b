/**
 * /metal/lease/{uuid}/ (SPEC §2): the route module. The path names no location, so the loader looks for the
 * lease in every location (a missing one throws a not-found error carrying up to 30 ids that do exist, SPEC §8:
 * "This bare metal server is gone"). While the lease is provisioning the page re-reads it, so its state follows
 * the platform's operation.
 */
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import {
  ApiError,
  NOT_FOUND_ID_LIMIT,
  isNotFoundError,
  metalLeaseHourlyPrice,
  notFoundMessage,
} from '@cirrus/domain'
import type { AppServices } from '../../app/services'
import { useServices } from '../../app/services'
import { viewerTimeZone } from '../../app/format'
import { missingResourceBoundary } from '../../layout/route-errors'
import { PROVISION_POLL_MS } from './lease-operations'
import { METAL_CREATE_PATH, leasePath } from './paths'
import { useReleaseLease } from './use-lease-actions'
import { MetalLeaseView } from './MetalLeaseView'

/** Finds the lease in the location that has it; a missing one becomes a not-found error listing the ids that do exist. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs): Promise<{ location: string }> => {
    const uuid = params.uuid ?? ''
    const locations = await queryClient.ensureQueryData(queries.locations())
    const found = await Promise.allSettled(
      locations.map((l) => queryClient.ensureQueryData(queries.metalLease(l.slug, uuid))),
    )
    const hit = found.find((r) => r.status === 'fulfilled')
    if (hit) {
      void queryClient.prefetchQuery(queries.priceList())
      return { location: hit.value.location }
    }
    const other = found.find((r) => r.status === 'rejected' && !isNotFoundError(r.reason))
    if (other?.status === 'rejected') throw other.reason
    const lists = await Promise.all(
      locations.map((l) => queryClient.fetchQuery(queries.metalLeases(l.slug)).catch(() => [])),
    )
    const ids = lists
      .flat()
      .map((lease) => lease.uuid)
      .slice(0, NOT_FOUND_ID_LIMIT)
    throw new ApiError({
      status: 404,
      message: notFoundMessage('bare metal server', uuid, ids),
      availableIds: ids,
    })
  }

/** A missing lease: "This bare metal server is gone", with up to 30 ids that do exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'bare metal server',
  createHref: METAL_CREATE_PATH,
  idHref: (id) => leasePath(id),
})

/** The lease's page. */
export default function MetalLeasePage() {
  const { location } = useLoaderData() as { location: string }
  const { queries } = useServices()
  const { uuid = '' } = useParams()
  return <LeaseScreen key={`${location}/${uuid}`} location={location} uuid={uuid} queries={queries} />
}

function LeaseScreen({
  location,
  uuid,
  queries,
}: {
  location: string
  uuid: string
  queries: AppServices['queries']
}) {
  // Re-read while provisioning, so the state follows the operation without a reload.
  const { data: lease } = useSuspenseQuery({
    ...queries.metalLease(location, uuid),
    refetchInterval: (query) => (query.state.data?.status === 'provisioning' ? PROVISION_POLL_MS : false),
  })
  const prices = useQuery(queries.priceList())
  const locations = useQuery(queries.locations())
  const images = useQuery(queries.metalOs())
  const { release, pending } = useReleaseLease(lease)
  const image = images.data?.find((i) => i.os_name === lease.os_name)
  const version = image?.versions.find((v) => v.os_version === lease.os_version)
  return (
    <MetalLeaseView
      lease={lease}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      osLabel={image ? `${image.display_name} ${version?.display_name ?? lease.os_version}` : undefined}
      price={prices.data ? metalLeaseHourlyPrice(lease, { list: prices.data }).price : undefined}
      currency={prices.data?.default_currency ?? 'EUR'}
      onRelease={release}
      releasing={pending}
      timeZone={viewerTimeZone()}
    />
  )
}
