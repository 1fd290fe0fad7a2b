/** /locations/{slug}: the route module of a location's admin page (issue 13). */
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages, type LocationUpdateInput } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useResourceAudit } from '../../app/use-resource-audit'
import { ResourceDetailView } from '../../components/ResourceDetailView'
import { locationDetails } from '../details'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'

/** A location's admin page. */
export default function LocationDetailPage() {
  const { client } = useServices()
  const slug = useParams().slug ?? ''
  const locations = useQuery(infraQueries(client).locations())
  const location = locations.data?.find((l) => l.slug === slug)
  const audit = useResourceAudit({ type: 'location', id: slug })
  const update = useAdminAction(
    (change: LocationUpdateInput) => client.infra.updateLocation(slug, change),
    () => messages.adminInfra.locationUpdate,
  )
  return (
    <ResourceDetailView
      {...locationDetails(location, {
        onOpen: (open) => update.mutate({ is_published: open }),
        onDefault: () => update.mutate({ is_default: true }),
        busy: update.isPending,
      })}
      notFound={locations.data !== undefined && location === undefined}
      error={locations.error ? errorDetail(locations.error) : undefined}
      onRetry={() => void locations.refetch()}
      renderLink={renderRouterLink}
      audit={audit}
    />
  )
}
