/**
 * The reads of the infrastructure and pricing screens (/hosts, /host_pools, /locations, /vm_images, /prices,
 * /currencies) as TanStack Query options, under the admin keys (an admin change invalidates `adminKeys.all`).
 */
import { queryOptions } from '@tanstack/react-query'
import type { MetricsRange, WarrenClient } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'

/** The infrastructure and pricing reads of one client. */
export function infraQueries(client: WarrenClient) {
  const read = <T>(name: string, fn: (signal: AbortSignal) => Promise<T>) =>
    queryOptions({ queryKey: [...adminKeys.all, 'infra', name], queryFn: ({ signal }) => fn(signal) })
  return {
    hosts: () => read('hosts', (signal) => client.infra.listHosts({ signal })),
    hostVms: (uuid: string) =>
      queryOptions({
        queryKey: [...adminKeys.all, 'infra', 'hosts', uuid, 'vms'],
        queryFn: ({ signal }) => client.infra.hostVms(uuid, { signal }),
      }),
    hostMetrics: (uuid: string, range: MetricsRange) =>
      queryOptions({
        queryKey: [...adminKeys.all, 'infra', 'hosts', uuid, 'metrics', range],
        queryFn: ({ signal }) => client.infra.hostMetrics(uuid, range, { signal }),
      }),
    hostPools: () => read('host_pools', (signal) => client.infra.listHostPools({ signal })),
    locations: () => read('locations', (signal) => client.infra.listLocations({ signal })),
    images: () => read('vm_images', (signal) => client.infra.listImages({ signal })),
    priceLists: () => read('prices', (signal) => client.infra.listPriceLists({ signal })),
    currencies: () => read('currencies', (signal) => client.infra.listCurrencies({ signal })),
  }
}
