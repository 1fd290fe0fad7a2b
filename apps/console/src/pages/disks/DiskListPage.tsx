/** /disks: the disks section's route module — the current location's disks, priced. */
import { useTableUrlState } from '@cirrus/app-kit'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { DiskListView } from './DiskListView'
import { useDiskList } from './use-disk-list'

/** The disks section. */
export default function DiskListPage() {
  const tableQuery = useTableUrlState()
  const { current } = useCurrentLocation()
  const list = useDiskList(current?.slug ?? null)
  return (
    <DiskListView
      tableQuery={tableQuery}
      rows={list.rows}
      error={list.error}
      onRetry={list.retry}
      currency={list.currency}
      locationName={current?.display_name ?? '…'}
      renderLink={renderRouterLink}
    />
  )
}
