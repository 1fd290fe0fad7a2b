/**
 * The disks of the current location in the sidebar (larger screens) and on /section/disks (mobile), SPEC §2:
 * the layout's SectionResources shows this for the disks section.
 */
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { DiskListView } from './DiskListView'
import { useDiskList } from './use-disk-list'

/** Props of {@link DiskSectionList}. */
export type DiskSectionListProps = {
  /** The location whose disks to list; nothing is loaded while it is unknown. */
  location: string | null
}

/** The disks section's resource list. */
export function DiskSectionList({ location }: DiskSectionListProps) {
  const { locations } = useCurrentLocation()
  const list = useDiskList(location)
  return (
    <DiskListView
      heading="sidebar"
      rows={location === null ? undefined : list.rows}
      error={list.error}
      onRetry={list.retry}
      currency={list.currency}
      locationName={locations.find((l) => l.slug === location)?.display_name ?? '…'}
      renderLink={renderRouterLink}
    />
  )
}
