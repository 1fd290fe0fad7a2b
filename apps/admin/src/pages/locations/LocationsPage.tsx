/** /locations: the route module of the Locations screen (issue 13). */
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages, type AdminLocation, type LocationUpdateInput } from '@cirrus/domain'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { LocationsView } from './LocationsView'

/** The Locations screen. */
export default function LocationsPage() {
  const navigate = useNavigate()
  const { client } = useServices()
  const locations = useQuery(infraQueries(client).locations())
  const update = useAdminAction(
    (v: { location: AdminLocation; change: LocationUpdateInput }) =>
      client.infra.updateLocation(v.location.slug, v.change),
    () => messages.adminInfra.locationUpdate,
  )
  return (
    <LocationsView
      onOpenPage={(x) => void navigate(`/locations/${x.slug}`)}
      locations={locations.data}
      error={locations.error ? errorDetail(locations.error) : undefined}
      onRetry={() => void locations.refetch()}
      onOpen={(location, open) => update.mutate({ location, change: { is_published: open } })}
      onDefault={(location) => update.mutate({ location, change: { is_default: true } })}
    />
  )
}
