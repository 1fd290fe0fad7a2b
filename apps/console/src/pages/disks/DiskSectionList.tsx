/**
 * The disks of the current location in the sidebar (larger screens) and on /section/disks (mobile), SPEC §2:
 * the layout's SectionResources shows this for the disks section. Each disk with its size and snapshots, the VM
 * it is attached to (linked) or that it is detached and still billed, and its hourly price; 10 first, then
 * "View all" (SPEC §9).
 */
import { CardStackIcon } from '@radix-ui/react-icons'
import type { RenderLink } from '@cirrus/design-system'
import { renderRouterLink } from '../../app/links'
import { displayAmount } from '../../app/money'
import { SectionList, type SectionListItem } from '../../layout/SectionList'
import type { DiskRow } from './disk-rows'
import { DETACHED_TEXT } from './DiskTable'
import { DISK_CREATE_PATH } from './paths'
import { useDiskList } from './use-disk-list'

/** A disk as a section list item. */
export function diskListItem(row: DiskRow, renderLink: RenderLink): SectionListItem {
  return {
    id: row.id,
    name: row.name,
    href: row.href,
    status: row.vm ? 'attached' : 'detached',
    secondary: `${row.sizeGb} GB · ${row.snapshots} snapshot${row.snapshots === 1 ? '' : 's'}`,
    price: displayAmount(row.price),
    owner: row.owner,
    detail: row.vm ? <>On {renderLink({ href: row.vm.href, children: row.vm.name })}</> : DETACHED_TEXT,
  }
}

/** What an empty disk list says. */
export const EMPTY_DISKS = {
  icon: <CardStackIcon width="20" height="20" />,
  title: 'No disks',
  description: 'Create a disk for data that outlives a VM, and attach it to one.',
}

/** Props of {@link DiskSectionList}. */
export type DiskSectionListProps = {
  /** The location whose disks to list; nothing is loaded while it is unknown. */
  location: string | null
  /** The disk of the page being shown. */
  activeId?: string
}

/** The disks section's resource list. */
export function DiskSectionList({ location, activeId }: DiskSectionListProps) {
  const list = useDiskList(location)
  return (
    <SectionList
      title="Disks"
      createLabel="Create disk"
      createHref={DISK_CREATE_PATH}
      items={(list.rows ?? []).map((row) => diskListItem(row, renderRouterLink))}
      currency={list.currency}
      activeId={activeId}
      loading={location === null || (list.rows === undefined && !list.error)}
      error={list.error}
      onRetry={list.retry}
      empty={EMPTY_DISKS}
      renderLink={renderRouterLink}
      viewAll
    />
  )
}
