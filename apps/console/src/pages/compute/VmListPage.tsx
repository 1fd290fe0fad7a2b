/**
 * /compute: the compute section's route module — the current location's VMs, priced, one page at a time (issue 17,
 * a big account): the platform's paged VM list (`GET vm/page`, CONTRACTS.md "Paged VM list") searches, filters and
 * sorts what the URL says (`useTableUrlState`: `q=`, `f.status=`, `sort=`) and shows the page it names
 * (`useTablePageUrl`: `page=`; a reload keeps it, another search, filter or sort goes back to page 1), so a
 * 10,000-VM account reads 50.
 */
import { useEffect, useMemo, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTablePageUrl, useTableUrlState } from '@cirrus/app-kit'
import { VM_PAGE_MAX, moveToBillingAccount, type Vm } from '@cirrus/domain'
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
import { withResourceNames } from '../../components/resource-table'

/** A selected VM as the billing-account move sees it (keyed by uuid). */
type VmItem = { id: string; name: string; vm: Vm }
import {
  VM_LIST_DEFAULT_SORT,
  VM_LIST_PAGE_SIZE,
  billingAccountFilterIds,
  vmCountOf,
  vmPageQuery,
} from './vm-page-query'

/** The search as typed, sent once the typing pauses (one request per word, not per keystroke). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return value.trim() === '' ? '' : settled
}

/** The compute section. */
export default function VmListPage() {
  const { queries, client, queryClient } = useServices()
  const { current } = useCurrentLocation()
  const slug = current?.slug ?? ''
  const url = useTableUrlState()
  const { page: pageNumber, onPageChange: setPageNumber } = useTablePageUrl()
  const search = useSettled(url.search)
  const sort = url.sort === undefined ? VM_LIST_DEFAULT_SORT : url.sort
  const accounts = useQuery(queries.billingAccounts())
  // The billing-account filter (issue 18) names accounts by title: the platform filters by their ids. Until the
  // accounts load it waits; a text no account matches matches no VM (nothing to ask).
  const accountIds = billingAccountFilterIds(url.filters, accounts.data ?? [])
  const awaitingAccounts = accountIds !== undefined && !accounts.data
  const noAccount = accounts.data !== undefined && accountIds?.length === 0
  const query = vmPageQuery({ search, filters: url.filters, sort, pageNumber, billingAccountIds: accountIds })
  // The previous page stays on screen while the next loads (no skeleton flash, no layout jump).
  const page = useQuery({
    ...queries.vmPage(slug, query),
    enabled: slug !== '' && !awaitingAccounts && !noAccount,
    placeholderData: keepPreviousData,
  })
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  // The selected VMs by uuid: they may sit on other pages (or come from "select all matching").
  const [selected, setSelected] = useState<ReadonlyMap<string, Vm>>(new Map())
  const selection = useMemo(() => new Set(selected.keys()), [selected])
  const changeSelection = (next: Set<string>) => {
    const onPage = new Map((page.data?.items ?? []).map((vm) => [vm.uuid, vm]))
    setSelected(
      new Map(
        [...next].flatMap((uuid) => {
          const vm = selected.get(uuid) ?? onPage.get(uuid)
          return vm ? [[uuid, vm] as const] : []
        }),
      ),
    )
  }
  // Bulk actions (issue 18): each item is the VM's own call; the list refreshes as each one ends.
  const bulk = useVmBulk(async (action, vm) => {
    try {
      if (action === 'start') await client.vm.start(vm.location, vm.uuid)
      else if (action === 'stop') await client.vm.stop(vm.location, { uuid: vm.uuid, force: false })
      else await client.vm.delete(vm.location, vm.uuid)
    } finally {
      void queryClient.invalidateQueries({ queryKey: queries.vmPage(slug).queryKey.slice(0, 4) })
    }
  })
  const selectedVms = [...selected.values()]
  // "Select all N matching": every VM the server matches, not only this page (fetched 200 at a time, in parallel).
  const selectAllMatching = async () => {
    const all = { ...query, sort: 'created' as const, order: 'asc' as const, per_page: VM_PAGE_MAX }
    const first = await client.vm.page(slug, { ...all, page: 1 })
    const more = Array.from({ length: Math.ceil(first.total / VM_PAGE_MAX) - 1 }, (_, i) =>
      client.vm.page(slug, { ...all, page: i + 2 }),
    )
    const vms = [first, ...(await Promise.all(more))].flatMap((p) => p.items)
    setSelected(new Map(vms.map((vm) => [vm.uuid, vm])))
  }
  // A page past the last (a shared link, VMs deleted since): the last page there is.
  const lastPage = page.data && Math.max(1, Math.ceil(page.data.total / VM_LIST_PAGE_SIZE))
  useEffect(() => {
    if (lastPage !== undefined && !page.isPlaceholderData && pageNumber > lastPage) setPageNumber(lastPage)
  }, [lastPage, page.isPlaceholderData, pageNumber, setPageNumber])
  // Bulk "Change billing account" (issue 18): the shared dialog and progress of components/BulkBilling.tsx.
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
          () => void queryClient.invalidateQueries({ queryKey: queries.vmPage(slug).queryKey.slice(0, 4) }),
        ),
    },
    billingRun.start,
  )
  return (
    <VmListView
      rows={
        noAccount
          ? []
          : page.data &&
            withResourceNames(vmRows(page.data.items, prices.data, owners, false), {
              accounts: accounts.data,
            })
      }
      error={page.isError && !noAccount ? page.error.message : null}
      onRetry={() => void page.refetch()}
      locationName={current?.display_name ?? '…'}
      currency={prices.data?.default_currency ?? 'EUR'}
      renderLink={renderRouterLink}
      tableQuery={{ ...url, sort }}
      paging={{
        page: pageNumber,
        pageSize: VM_LIST_PAGE_SIZE,
        total: noAccount ? 0 : (page.data?.total ?? 0),
        onPageChange: setPageNumber,
        onSelectAllMatching: () => void selectAllMatching(),
      }}
      vmCount={vmCountOf(page.data?.status_counts)}
      selection={selection}
      onSelectionChange={changeSelection}
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
