/**
 * The VM console route's screen, as both apps render it (issue 15): reads the VM and the locations from the query
 * cache (the route's loader filled it), starts the VM through the domain client and asks the API whether a socket
 * that never opened was refused (a browser is not told why an upgrade failed).
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { RenderLink } from '@cirrus/design-system'
import { isNotFoundError } from '@cirrus/domain'
import { isUnauthorized, useServices } from '../services'
import { VmConsole } from './VmConsole'
import type { ConsoleSocketFactory } from './socket'

/** Props of {@link VmConsoleScreen}. */
export type VmConsoleScreenProps = {
  location: string
  vmId: string
  /** The back link: the VM's page (console) or the VM list (admin). */
  vmHref: string
  renderLink: RenderLink
  /** Opens the socket; default the browser's WebSocket. */
  createSocket?: ConsoleSocketFactory
}

/** One VM's console, connected to the API. */
export function VmConsoleScreen({ location, vmId, vmHref, renderLink, createSocket }: VmConsoleScreenProps) {
  const { client, queries, queryClient } = useServices()
  const { data: vm } = useSuspenseQuery(queries.vm(location, vmId))
  const locations = useQuery(queries.locations())
  return (
    <VmConsole
      key={`${location}/${vmId}`}
      location={location}
      vmId={vmId}
      name={vm.name}
      status={vm.status}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      vmHref={vmHref}
      renderLink={renderLink}
      createSocket={createSocket}
      start={async () => {
        await client.vm.start(location, vmId)
        await queryClient.invalidateQueries({ queryKey: queries.vm(location, vmId).queryKey })
      }}
      isRefused={() =>
        queryClient.fetchQuery({ ...queries.vm(location, vmId), staleTime: 0 }).then(
          () => false,
          (error: unknown) => isNotFoundError(error) || isUnauthorized(error),
        )
      }
    />
  )
}
