/**
 * The network section's list, loaded: every kind the configuration shows (pages/network/kinds.ts), each from
 * its own list query, priced (`useNetworkKinds`). The sidebar's content and /section/network on mobile; the
 * /network page shows the same kinds as tables (NetworkPage).
 */
import { renderRouterLink } from '../../../app/links'
import { NetworkListView } from './NetworkListView'
import { useNetworkKinds } from './use-network-kinds'

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
  const { groups, currency } = useNetworkKinds(location)
  return (
    <NetworkListView
      groups={groups}
      currency={currency}
      activeId={activeId}
      headingLevel={headingLevel}
      renderLink={renderRouterLink}
    />
  )
}
