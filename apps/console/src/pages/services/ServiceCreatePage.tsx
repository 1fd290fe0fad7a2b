/**
 * /services/create (SPEC §2, accepts search parameters): the route module. It reads what the form offers (the
 * platform's service catalogue, locations, billing accounts, prices) and fills the form from the search
 * parameters — a failed create's "Retry" link brings the same request back (SPEC §8).
 */
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createLocations, useCurrentLocation } from '../../app/locations'
import { useServices, type AppServices } from '../../app/services'
import { defaultBillingAccount } from '../../forms/defaults'
import { defaultServiceCreateForm, serviceFormFromSearch } from './service-create'
import { ServiceCreateView } from './ServiceCreateView'
import { useCreateService } from './use-create-service'

/** Loads the choices the form needs before it shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await Promise.all([
      queryClient.ensureQueryData(queries.serviceCatalogue()),
      queryClient.ensureQueryData(queries.locations()),
      queryClient.ensureQueryData(queries.billingAccounts()),
    ])
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The create page. */
export default function ServiceCreatePage() {
  const { queries } = useServices()
  const { search } = useLocation()
  const { locations, current } = useCurrentLocation()
  const { data: catalogue } = useSuspenseQuery(queries.serviceCatalogue())
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const prices = useQuery(queries.priceList())
  const initial = useMemo(
    () =>
      serviceFormFromSearch(
        search,
        defaultServiceCreateForm(catalogue, {
          location: current?.slug ?? '',
          billingAccountId: defaultBillingAccount(accounts),
        }),
      ),
    // The form starts once per visit (or retry link); later changes of these inputs must not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  )
  const create = useCreateService(catalogue)
  return (
    <ServiceCreateView
      key={search}
      initial={initial}
      catalogue={catalogue}
      locations={createLocations(locations)}
      billingAccounts={accounts}
      priceList={prices.data}
      onSubmit={create.submit}
      submitting={create.pending}
    />
  )
}
