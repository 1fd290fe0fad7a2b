import { useQuery } from '@tanstack/react-query'
import { DesktopIcon } from '@radix-ui/react-icons'
import { useServices } from '../app/services'
import { renderRouterLink } from '../app/links'
import { displayAmount } from '../app/money'
import { VM_CREATE_PATH } from '../pages/compute/paths'
import { MetalSectionList } from '../pages/metal/MetalSectionList'
import { BillingSectionList } from '../pages/billing/BillingSectionList'
import { vmRows } from '../pages/compute/vm-rows'
import { DiskSectionList } from '../pages/disks/DiskSectionList'
import { NetworkResources } from '../pages/network/list/NetworkResources'
import { StorageSectionList } from '../pages/storage/StorageSectionList'
import { ServiceSectionList } from '../pages/services/ServiceSectionList'
import { AccessSectionList } from '../pages/access/AccessSectionList'
import { useResourceOwners } from '../pages/access/owners'
import { VM_PAGE_MAX, type VmPageQuery } from '@cirrus/domain'
import { SectionList, type SectionListItem } from './SectionList'

/** Props of {@link SectionResources}. */
export type SectionResourcesProps = {
  /** The section whose resources to list (dashboard lists every resource, i.e. the VMs). */
  section: string
  /** The location whose resources to list; nothing is loaded while it is unknown. */
  location: string | null
  /** The resource of the page being shown. */
  activeId?: string
}

/**
 * The current section's resources, loaded and priced: the sidebar's content on larger screens and the
 * /section/{name} screen on mobile (SPEC §2): compute's VMs (also the dashboard's), metal's leases.
 */
export function SectionResources(props: SectionResourcesProps) {
  if (props.section === 'disks')
    return <DiskSectionList location={props.location} activeId={props.activeId} />
  if (props.section === 'network')
    return <NetworkResources location={props.location} activeId={props.activeId} />
  if (props.section === 'storage') return <StorageSectionList />
  if (props.section === 'services') return <ServiceSectionList activeId={props.activeId} />
  if (props.section === 'billing') return <BillingSectionList />
  if (props.section === 'access') return <AccessSectionList />
  if (props.section === 'metal')
    return <MetalSectionList location={props.location} activeId={props.activeId} />
  return <VmSectionResources {...props} />
}

/** The sidebar's VMs: the first {@link VM_PAGE_MAX} by name. */
const SIDEBAR_VMS: VmPageQuery = { per_page: VM_PAGE_MAX, sort: 'name' }

/** The VMs: the compute section's and the dashboard's list. */
function VmSectionResources({ section, location, activeId }: SectionResourcesProps) {
  const { queries } = useServices()
  // The first VMs by name, one bounded page (issue 17): a 10,000-VM account must not load its whole list here.
  const page = useQuery({ ...queries.vmPage(location ?? '', SIDEBAR_VMS), enabled: location !== null })
  const vms = { ...page, data: page.data?.items }
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const items: SectionListItem[] = vmRows(vms.data ?? [], prices.data, owners).map((row) => ({
    id: row.id,
    name: row.name,
    href: row.href,
    status: row.status,
    secondary: row.size,
    owner: row.owner,
    price: displayAmount(row.price),
  }))
  return (
    <SectionList
      title={section === 'dashboard' ? 'All resources' : 'Virtual machines'}
      createLabel="Create VM"
      createHref={VM_CREATE_PATH}
      items={items}
      currency={prices.data?.default_currency ?? 'EUR'}
      activeId={activeId}
      loading={location === null || vms.isPending}
      error={vms.isError ? vms.error.message : null}
      onRetry={() => void vms.refetch()}
      empty={{
        icon: <DesktopIcon width="20" height="20" />,
        title: 'No virtual machines',
        description: 'Create a virtual machine to run your workloads.',
      }}
      renderLink={renderRouterLink}
    />
  )
}
