/** /compute: the compute section's route module — the current location's VMs, priced. */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTableUrlState } from '@cirrus/app-kit'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { useResourceOwners } from '../access/owners'
import { vmRows } from './vm-rows'
import { VmListView } from './VmListView'
import { VmBulkButtons, useVmBulk } from './VmBulk'
import { planVmBulk } from './vm-bulk'

/** The compute section. */
export default function VmListPage() {
  const { queries, client, queryClient } = useServices()
  const { current } = useCurrentLocation()
  const slug = current?.slug ?? ''
  const vms = useQuery({ ...queries.vmList(slug), enabled: slug !== '' })
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const tableQuery = useTableUrlState()
  const [selection, setSelection] = useState<Set<string>>(new Set())
  // Bulk actions (issue 18): each item is the VM's own call; the list refreshes as each one ends.
  const bulk = useVmBulk(async (action, vm) => {
    try {
      if (action === 'start') await client.vm.start(vm.location, vm.uuid)
      else if (action === 'stop') await client.vm.stop(vm.location, { uuid: vm.uuid, force: false })
      else await client.vm.delete(vm.location, vm.uuid)
    } finally {
      void queryClient.invalidateQueries({ queryKey: queries.vmList(slug).queryKey })
    }
  })
  const selectedVms = (vms.data ?? []).filter((vm) => selection.has(vm.uuid))
  return (
    <VmListView
      rows={vms.data ? vmRows(vms.data, prices.data, owners) : undefined}
      error={vms.isError ? vms.error.message : null}
      onRetry={() => void vms.refetch()}
      locationName={current?.display_name ?? '…'}
      currency={prices.data?.default_currency ?? 'EUR'}
      renderLink={renderRouterLink}
      tableQuery={tableQuery}
      selection={selection}
      onSelectionChange={setSelection}
      selectionActions={
        <VmBulkButtons onAction={(action) => bulk.ask(planVmBulk(action, selectedVms, prices.data))} />
      }
      bulk={bulk.view}
    />
  )
}
