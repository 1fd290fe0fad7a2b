/**
 * The network section's list, loaded: every kind the configuration shows (pages/network/kinds.ts), each from
 * its own list query, priced. The sidebar's content, /section/network on mobile, and the /network page.
 */
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../../app/links'
import { useServices } from '../../../app/services'
import { useResourceOwners } from '../../access/owners'
import { kindRows, shownKinds } from '../kinds'
import { NetworkListView, type NetworkListGroup } from './NetworkListView'

/** Props of {@link NetworkResources}. */
export type NetworkResourcesProps = {
  /** The location whose resources to list; nothing is loaded while it is unknown. */
  location: string | null
  /** The resource of the page being shown. */
  activeId?: string
  /** 1 on the /network page. @default 2 */
  headingLevel?: 1 | 2
}

/** The network section's resources of a location, grouped by kind. */
export function NetworkResources({ location, activeId, headingLevel }: NetworkResourcesProps) {
  const { queries } = useServices()
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const kinds = shownKinds(config)
  const results = useQueries({
    queries: kinds.map((k) => ({ ...k.query(queries, location ?? ''), enabled: location !== null })),
  })
  const groups: NetworkListGroup[] = kinds.map((kind, i) => {
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
  return (
    <NetworkListView
      groups={groups}
      currency={prices.data?.default_currency ?? 'EUR'}
      activeId={activeId}
      headingLevel={headingLevel}
      renderLink={renderRouterLink}
    />
  )
}
