/** /compute: the compute section's route module — the current location's VMs, priced. */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTableUrlState } from '@cirrus/app-kit'
import { moveToBillingAccount, type Vm } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { useResourceOwners } from '../access/owners'
import { vmRows } from './vm-rows'
import { VmListView } from './VmListView'
import { VmBulkButtons, useVmBulk } from './VmBulk'
import { hourly, planVmBulk } from './vm-bulk'
import { useBulkRun } from '../../components/TableBulk'
import { BulkBillingButton, useBulkBilling } from '../../components/BulkBilling'

/** A selected VM as the billing-account move sees it (keyed by uuid). */
type VmItem = { id: string; name: string; vm: Vm }

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
  // Bulk "Change billing account" (issue 18): the shared dialog and progress of components/BulkBilling.tsx.
  const accounts = useQuery(queries.billingAccounts())
  const billingRun = useBulkRun<VmItem>((r) => ({ key: r.id, label: r.name }))
  const billing = useBulkBilling<VmItem>(
    {
      accounts: accounts.data,
      currency: prices.data?.default_currency ?? 'EUR',
      describe: ({ vm }) => ({
        target: { kind: 'vm', location: vm.location, uuid: vm.uuid },
        from: vm.billing_account,
        price: hourly(vm, prices.data),
      }),
      move: ({ vm }, to) =>
        moveToBillingAccount(client, { kind: 'vm', location: vm.location, uuid: vm.uuid }, to).finally(
          () => void queryClient.invalidateQueries({ queryKey: queries.vmList(slug).queryKey }),
        ),
    },
    billingRun.start,
  )
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
        <>
          <VmBulkButtons onAction={(action) => bulk.ask(planVmBulk(action, selectedVms, prices.data))} />
          <BulkBillingButton
            disabled={!accounts.data}
            onClick={() => billing.ask(selectedVms.map((vm) => ({ id: vm.uuid, name: vm.name, vm })))}
          />
        </>
      }
      bulk={
        <>
          {bulk.view}
          {billing.view}
          {billingRun.progress}
        </>
      }
    />
  )
}
