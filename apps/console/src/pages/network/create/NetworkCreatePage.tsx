/**
 * /network/create/{type} (SPEC §2): the create page of a kind this console builds here (vpc, ip_address); an
 * unknown or hidden type shows the not-found page. Load balancers and firewalls have their own static routes
 * (/network/create/load_balancer, /network/create/firewall), which the router prefers to this one.
 */
import type { ComponentType } from 'react'
import { useParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { AppServices } from '../../../app/services'
import { useServices } from '../../../app/services'
import { NotFoundRoute } from '../../../layout/route-errors'
import { IpCreate } from '../ip-address/IpCreate'
import { kindOfType } from '../kinds'
import type { NetworkKindName } from '../paths'
import { VpcCreate } from '../vpc/VpcCreate'

/** The create forms served by this route, by type. */
export const CREATE_FORMS: Partial<Record<NetworkKindName, ComponentType>> = {
  vpc: VpcCreate,
  ip_address: IpCreate,
}

/** The configuration decides which types exist; the IP form needs the billing accounts. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await queryClient.ensureQueryData(queries.consoleConfig())
    void queryClient.prefetchQuery(queries.billingAccounts())
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The create page of `:type`. */
export default function NetworkCreatePage() {
  const { type = '' } = useParams()
  const { queries } = useServices()
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  const kind = kindOfType(config, type)
  const Form = kind ? CREATE_FORMS[kind.kind] : undefined
  return Form ? <Form /> : <NotFoundRoute />
}
