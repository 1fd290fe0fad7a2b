/** /disks: the disks section's route module — the current location's disks, priced, with bulk delete. */
import { useState } from 'react'
import { useTableUrlState } from '@cirrus/app-kit'
import { activityTexts, warrenKeys } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { TableBulkButtons, useTableBulk, type TableBulkAction } from '../../components/TableBulk'
import type { DiskRow } from './disk-rows'
import { DiskListView } from './DiskListView'
import { useDiskList } from './use-disk-list'

/** The disks section. */
export default function DiskListPage() {
  const tableQuery = useTableUrlState()
  const { current } = useCurrentLocation()
  const { client, queryClient } = useServices()
  const location = current?.slug ?? ''
  const list = useDiskList(current?.slug ?? null)
  const [selection, setSelection] = useState<Set<string>>(new Set())
  const bulk = useTableBulk<DiskRow>((r) => ({ key: r.id, label: r.name }))
  // Bulk delete (issue 18): each item is the disk page's own delete; the lists refresh as each one ends.
  const actions: TableBulkAction<DiskRow>[] = [
    {
      label: activityTexts.bulkDelete,
      danger: true,
      run: async (r) => {
        try {
          await client.disk.delete(location, r.id)
        } finally {
          void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('disk', location) })
        }
      },
    },
  ]
  const selected = (list.rows ?? []).filter((r) => selection.has(r.id))
  return (
    <DiskListView
      tableQuery={tableQuery}
      rows={list.rows}
      error={list.error}
      onRetry={list.retry}
      currency={list.currency}
      locationName={current?.display_name ?? '…'}
      renderLink={renderRouterLink}
      selection={selection}
      onSelectionChange={setSelection}
      selectionActions={<TableBulkButtons actions={actions} onAction={(a) => bulk.ask(a, selected)} />}
      bulk={bulk.view}
    />
  )
}
