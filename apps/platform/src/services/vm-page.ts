/**
 * The paged VM list (issue 17, a big account; CONTRACTS.md "Paged VM list"): one page of a location's VMs the
 * caller sees (owner, delegated user; a restricted token its billing account's), sorted, searched and filtered
 * here, with the total and the per-status counts. Warren's vm/list stays as it is (routes/vm.ts).
 *
 * Sorting by price: the price is the domain's (`vmPriceBreakdown`, the console's own figure: the price list in
 * force, its default currency, the public IP included), so it cannot be an SQL column. That sort reads every
 * matching VM's pricing inputs (one JSON text, no render), prices them here and renders only the page.
 */
import {
  VM_PAGE_DEFAULT,
  compareMoney,
  vmPriceBreakdown,
  type Money,
  type VmPageSortKey,
} from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { currentPriceList } from '../store/price-lists.js'
import { vmPageUuids, vmPriceInputs, vmStatusCounts, type VmPageFilter } from '../store/vm-page.js'
import { withoutNestedLoops } from '../store/vm-views.js'
import { warrenVmsInOrder } from './vms.js'

/** The query of a page, as validated by the domain's `VmPageQuerySchema`. */
export type VmPageRequest = {
  page?: number
  per_page?: number
  sort?: VmPageSortKey
  order?: 'asc' | 'desc'
  search?: string
  status?: string
  /** The accounts (any of them; issue 18, the billing-account column filter). */
  billing_account_id?: number[]
}

/** How many of `counts` a status filter lets through: the statuses containing its text, as the SQL filter. */
function countMatching(counts: Record<string, number>, status: string | undefined): number {
  const text = status?.trim().toLowerCase() ?? ''
  return Object.entries(counts).reduce((n, [s, c]) => (s.toLowerCase().includes(text) ? n + c : n), 0)
}

/** One page of the caller's VMs in a location. */
export async function vmPage(p: Platform, principal: Principal, location: string, q: VmPageRequest) {
  const db = p.store.db
  const page = q.page ?? 1
  const perPage = q.per_page ?? VM_PAGE_DEFAULT
  const sort = q.sort ?? 'name'
  const descending = q.order === 'desc'
  const offset = (page - 1) * perPage
  const filter: VmPageFilter = {
    location,
    viewer: principal,
    billingAccountIds: q.billing_account_id,
    search: q.search,
  }
  // The counts beside the status filter, and from them the total (no second count statement).
  const statusCounts = await vmStatusCounts(db, filter)
  const total = countMatching(statusCounts, q.status)
  let uuids: string[] = []
  if (offset < total) {
    if (sort === 'price') {
      const [inputs, list] = await Promise.all([
        withoutNestedLoops(db, (tx) => vmPriceInputs(tx, filter, q.status)),
        currentPriceList(db, p.clock()),
      ])
      const priced = inputs.map((vm) => ({
        vm,
        price: vmPriceBreakdown(vm, { list }, { assignedIps: vm.ips }).total,
      }))
      const byName = (a: (typeof priced)[number], b: (typeof priced)[number]) =>
        a.vm.name.toLowerCase().localeCompare(b.vm.name.toLowerCase()) || a.vm.id - b.vm.id
      priced.sort((a, b) => {
        // A price that cannot be computed goes last either way (as the console's sort puts empty values).
        if (a.price === null || b.price === null) return a.price === b.price ? byName(a, b) : a.price ? -1 : 1
        const c = compareMoney(a.price as Money, b.price as Money)
        return (descending ? -c : c) || byName(a, b)
      })
      uuids = priced.slice(offset, offset + perPage).map((x) => x.vm.uuid)
    } else {
      uuids = await vmPageUuids(db, filter, q.status, { by: sort, desc: descending }, offset, perPage)
    }
  }
  return {
    total,
    page,
    per_page: perPage,
    status_counts: statusCounts,
    items: await warrenVmsInOrder(db, uuids),
  }
}
