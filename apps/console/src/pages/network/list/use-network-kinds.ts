/**
 * The network section's kinds of a location, loaded and priced: every kind the configuration shows
 * (pages/network/kinds.ts), each from its own list query, as one group per kind. The sidebar's list
 * (NetworkResources) and the /network page's tables (NetworkPage) read them alike.
 */
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { PriceList } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { useResourceOwners } from '../../access/owners'
import { kindRows, shownKinds } from '../kinds'
import type { NetworkKindName } from '../paths'
import type { NetworkListGroup } from './NetworkListView'

/** What {@link useNetworkKinds} returns. */
export type NetworkKinds = {
  /** One group per shown kind, in order. */
  groups: NetworkListGroup[]
  /** A kind's items as its list query returned them (none while loading or when the kind is not shown). */
  itemsOf: <T>(kind: NetworkKindName) => T[]
  /** `GET /pricing/list/current`; undefined while it loads. */
  priceList: PriceList | undefined
  /** The currency of the prices. */
  currency: string
}

/** The kinds of `location`; nothing is loaded while it is unknown. */
export function useNetworkKinds(location: string | null): NetworkKinds {
  const { queries } = useServices()
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const kinds = shownKinds(config)
  const results = useQueries({
    queries: kinds.map((k) => ({ ...k.query(queries, location ?? ''), enabled: location !== null })),
  })
  const groups = kinds.map((kind, i): NetworkListGroup => {
    const result = results[i]!
    return {
      kind: kind.kind,
      label: kind.label,
      createLabel: kind.createLabel,
      createHref: kind.createPath,
      emptyText: kind.emptyText,
      rows: result.data ? kindRows(config, kind, result.data, { priceList: prices.data, owners }) : undefined,
      error: result.isError ? result.error.message : null,
      onRetry: () => void result.refetch(),
    }
  })
  const itemsOf = <T>(kind: NetworkKindName): T[] => {
    const i = kinds.findIndex((k) => k.kind === kind)
    return (i < 0 ? [] : (results[i]?.data ?? [])) as T[]
  }
  return { groups, itemsOf, priceList: prices.data, currency: prices.data?.default_currency ?? 'EUR' }
}
