/**
 * The managed services in the sidebar (larger screens) and on /section/services (mobile), SPEC §2: the
 * layout's SectionResources shows this for the services section. Each service with its status, kind, location
 * and hourly price (the range's top when it scales); 10 first, then "View all" (SPEC §9).
 */
import { ComponentInstanceIcon } from '@radix-ui/react-icons'
import { formatPrice } from '@cirrus/design-system'
import { renderRouterLink } from '../../app/links'
import { displayAmount } from '../../app/money'
import { SectionList, type SectionListItem } from '../../layout/SectionList'
import { displayRange, type ServiceRow } from './service-rows'
import { SERVICE_CREATE_PATH } from './paths'
import { useServiceList } from './use-service-list'

/** A service as a section list item: the price from its minimum workers, and how far it scales. */
export function serviceListItem(row: ServiceRow, currency: string): SectionListItem {
  const range = displayRange(row.price)
  return {
    id: row.id,
    name: row.name,
    href: row.href,
    status: row.status,
    secondary: `${row.kind} · ${row.location} · ${row.vms} VM${row.vms === 1 ? '' : 's'}`,
    price: displayAmount(row.price.min),
    owner: row.owner,
    detail: range && range.max !== range.min ? `Up to ${formatPrice(range.max, currency)} / h` : undefined,
  }
}

/** What an empty service list says. */
export const EMPTY_SERVICES = {
  icon: <ComponentInstanceIcon width="20" height="20" />,
  title: 'No managed services',
  description: 'Create a Kubernetes cluster or a database, run and backed up for you.',
}

/** The services section's resource list. */
export function ServiceSectionList({ activeId }: { activeId?: string }) {
  const list = useServiceList()
  return (
    <SectionList
      title="Managed services"
      createLabel="Create service"
      createHref={SERVICE_CREATE_PATH}
      items={(list.rows ?? []).map((row) => serviceListItem(row, list.currency))}
      currency={list.currency}
      activeId={activeId}
      loading={list.rows === undefined && !list.error}
      error={list.error}
      onRetry={list.retry}
      empty={EMPTY_SERVICES}
      renderLink={renderRouterLink}
      viewAll
    />
  )
}
