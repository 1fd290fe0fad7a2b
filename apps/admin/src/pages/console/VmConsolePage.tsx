/**
 * /admin/console/{location}/{vmId} (SPEC §2 "Admin app", issue 15): any VM's console, full window outside the admin
 * layout, with the same screen as the customer's /console/… (@cirrus/app-kit/console). The admin loader (a parent
 * route, routes.tsx) signs the visitor in; a user who is not an administrator gets the refusal page.
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { canOpenAdmin, userLabel } from '@cirrus/domain'
import { useServices, type AppServices } from '@cirrus/app-kit'
import { VmConsoleScreen } from '@cirrus/app-kit/console'
import { renderRouterLink } from '../../app/links'
import { AdminRefusalView } from '../../layout/AdminRefusalView'

/** Reads the VM (an administrator reaches every VM by its uuid). */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(queries.vm(params.location ?? '', params.vmId ?? ''))
    void queryClient.prefetchQuery(queries.locations())
    return null
  }

/** The admin console of one VM. */
export default function AdminVmConsolePage() {
  const params = useParams()
  const { queries } = useServices()
  const { data: user } = useSuspenseQuery(queries.currentUser())
  if (!canOpenAdmin(user)) return <AdminRefusalView consoleHref="/" email={userLabel(user).email} />
  return (
    <VmConsoleScreen
      location={params.location ?? ''}
      vmId={params.vmId ?? ''}
      vmHref="/virtual_machines"
      renderLink={renderRouterLink}
    />
  )
}
