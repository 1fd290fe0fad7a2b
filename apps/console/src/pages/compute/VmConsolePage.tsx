/**
 * /console/{location}/{vmId} (SPEC §2, outside the main layout; issue 15): the route module. The loader reads the
 * VM — one the user may not see becomes 'This virtual machine is gone' — and the screen is the shared console of
 * @cirrus/app-kit/console (the admin app's /admin/console/… renders the same), its terminal a lazy chunk.
 */
import type { LoaderFunctionArgs } from 'react-router'
import { VmConsoleScreen } from '@cirrus/app-kit/console'
import type { AppServices } from '../../app/services'
import { ensureVm, missingVmBoundary, useVmParams } from './vm-loader'
import { renderRouterLink } from '../../app/links'
import { vmConsolePagePath, vmPath } from './paths'

/** Reads the VM; a missing (or foreign) one becomes a not-found error listing the ids that do exist. */
export const loader = (services: AppServices) => async (args: LoaderFunctionArgs) => {
  await ensureVm(services, args.params)
  void services.queryClient.prefetchQuery(services.queries.locations())
  return null
}

/** A VM the user may not see: "This virtual machine is gone", with links to the consoles of those that exist. */
export const ErrorBoundary = missingVmBoundary(vmConsolePagePath)

/** The VM's console. */
export default function VmConsolePage() {
  const { location, vmId } = useVmParams()
  return (
    <VmConsoleScreen
      location={location}
      vmId={vmId}
      vmHref={vmPath(location, vmId)}
      renderLink={renderRouterLink}
    />
  )
}
