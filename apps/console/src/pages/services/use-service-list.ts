import { useQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { useResourceOwners } from '../access/owners'
import { enabledServiceRows, type ServiceRow } from './service-rows'

/** The service rows, as every service list shows them. */
export type ServiceList = {
  /** Undefined while loading. */
  rows: ServiceRow[] | undefined
  error: string | null
  retry: () => void
  currency: string
}

/** Loads and prices the user's managed services (not location-scoped, API-NOTES §9). */
export function useServiceList(): ServiceList {
  const { queries } = useServices()
  const config = useQuery(queries.consoleConfig())
  const packages = useQuery(queries.serviceList())
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  return {
    rows: enabledServiceRows(config.data, packages.data, prices.data, owners),
    error: packages.isError ? packages.error.message : null,
    retry: () => void packages.refetch(),
    currency: prices.data?.default_currency ?? 'EUR',
  }
}
