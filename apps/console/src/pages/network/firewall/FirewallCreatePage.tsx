/**
 * /network/create/firewall (SPEC §2 "/network/create/{type}"): the route module. The firewall is created in the
 * location chosen in the top bar. With `firewallEnabled` off the page says firewalls are not available (SPEC §6).
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { defaultBillingAccount } from '../../../forms/defaults'
import { renderRouterLink } from '../../../app/links'
import { useCurrentLocation } from '../../../app/locations'
import { useServices, type AppServices } from '../../../app/services'
import { defaultFirewallForm } from './firewall-form'
import { FirewallCreateView } from './FirewallCreateView'
import { FirewallsUnavailable } from './FirewallsUnavailable'
import { useCreateFirewall } from './use-create-firewall'

/** Loads what the form offers before it shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await Promise.all([
      queryClient.ensureQueryData(queries.consoleConfig()),
      queryClient.ensureQueryData(queries.locations()),
      queryClient.ensureQueryData(queries.billingAccounts()),
    ])
    return null
  }

/** The create page. */
export default function FirewallCreatePage() {
  const { queries } = useServices()
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  if (!config.firewallEnabled) return <FirewallsUnavailable renderLink={renderRouterLink} />
  return <FirewallCreateScreen />
}

function FirewallCreateScreen() {
  const { queries } = useServices()
  const { current } = useCurrentLocation()
  const location = current?.slug ?? ''
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const create = useCreateFirewall(location)
  return (
    <FirewallCreateView
      key={location}
      location={location}
      locationName={current?.display_name ?? location}
      initial={defaultFirewallForm(defaultBillingAccount(accounts))}
      billingAccounts={accounts}
      onSubmit={create.submit}
      submitting={create.pending}
    />
  )
}
