/**
 * The dashboard's figures (issue 5 "Dashboard"): resource counts per section, the summed hourly price of
 * everything with its monthly estimate, the same per billing account, and the most recent resources. Prices
 * come from the domain pricing engine; this module only groups and sums them with the domain's exact money.
 */
import {
  ipHourlyPrice,
  monthlyEstimate,
  totalHourlyPrice,
  vmHourlyPrice,
  tryParseTimestamp,
  type BillingAccount,
  type Ip,
  type Money,
  type PriceList,
  type Vm,
} from '@cirrus/domain'
import { sharedBy, type ResourceOwners, type SharedRow } from '../access/owners'
import { vmPath } from '../compute/paths'

/** A priced resource line the dashboard sums. */
type Priced = { billingAccountId: number | null; price: Money | null }

/** The count of one section's resources. */
export type SectionCount = {
  /** Section name (SPEC §2 side nav). */
  section: 'compute'
  /** For people, e.g. "Virtual machines". */
  label: string
  total: number
  running: number
  stopped: number
  /** The section's overview. */
  href: string
}

/** The hourly total of one billing account. */
export type AccountTotal = {
  /** The billing account id, or null for resources whose account is not in the list. */
  id: number | null
  title: string
  resources: number
  hourly: Money | null
  monthly: Money | null
}

/** A recently created resource (`owner`: shared with the user through delegation, SPEC §6). */
export type RecentResource = SharedRow & {
  id: string
  name: string
  kind: string
  location: string
  status: Vm['status']
  createdAt: string | null
  href: string
}

/** Everything the dashboard shows. */
export type DashboardSummary = {
  counts: SectionCount[]
  /** Everything together; null when any price is unavailable (never a partial sum shown as whole). */
  total: { hourly: Money | null; monthly: Money | null; currency: string }
  accounts: AccountTotal[]
  recent: RecentResource[]
  /** True for a new account with nothing in it: the dashboard then shows what to do first. */
  isEmpty: boolean
}

/** How many recent resources the dashboard lists. */
export const RECENT_LIMIT = 5

/** What the summary is computed from. */
export type DashboardInput = {
  vms: readonly Vm[]
  ips: readonly Ip[]
  billingAccounts: readonly BillingAccount[]
  priceList: PriceList | null | undefined
  /** The owners of what is shared with the user, to mark the recent resources (SPEC §6). */
  owners?: ResourceOwners
}

function createdTime(vm: Vm): number {
  if (!vm.created_at) return 0
  const parsed = tryParseTimestamp(vm.created_at)
  return parsed.ok ? parsed.date.getTime() : 0
}

/** Computes the dashboard's figures. Pure: the same input always gives the same summary. */
export function dashboardSummary({
  vms,
  ips,
  billingAccounts,
  priceList,
  owners,
}: DashboardInput): DashboardSummary {
  const ctx = { list: priceList }
  const currency = priceList?.default_currency ?? ''
  const live = vms.filter((vm) => vm.status !== 'deleted')
  const priced: Priced[] = [
    ...live.map((vm) => ({ billingAccountId: vm.billing_account, price: vmHourlyPrice(vm, ctx).price })),
    ...ips.map((ip) => ({ billingAccountId: ip.billing_account_id, price: ipHourlyPrice(ip, ctx).price })),
  ]
  const sum = (items: readonly Priced[]) =>
    currency === ''
      ? null
      : totalHourlyPrice(
          items.map((i) => i.price),
          currency,
        )

  const hourly = sum(priced)
  const known = new Set(billingAccounts.map((a) => a.id))
  const accounts: AccountTotal[] = billingAccounts.map((account) => {
    const mine = priced.filter((p) => p.billingAccountId === account.id)
    const accountHourly = sum(mine)
    return {
      id: account.id,
      title: account.title,
      resources: mine.length,
      hourly: accountHourly,
      monthly: monthlyEstimate(accountHourly),
    }
  })
  const orphans = priced.filter((p) => p.billingAccountId === null || !known.has(p.billingAccountId))
  if (orphans.length > 0) {
    const orphanHourly = sum(orphans)
    accounts.push({
      id: null,
      title: 'Other billing accounts',
      resources: orphans.length,
      hourly: orphanHourly,
      monthly: monthlyEstimate(orphanHourly),
    })
  }

  const recent = [...live]
    .sort((a, b) => createdTime(b) - createdTime(a) || a.name.localeCompare(b.name))
    .slice(0, RECENT_LIMIT)
    .map((vm) => ({
      id: vm.uuid,
      name: vm.name,
      kind: 'Virtual machine',
      location: vm.location,
      status: vm.status,
      createdAt: vm.created_at,
      href: vmPath(vm.location, vm.uuid),
      owner: sharedBy(owners, vm.user_id),
    }))

  return {
    counts: [
      {
        section: 'compute',
        label: 'Virtual machines',
        total: live.length,
        running: live.filter((vm) => vm.status === 'running').length,
        stopped: live.filter((vm) => vm.status === 'stopped').length,
        href: '/compute',
      },
    ],
    total: { hourly, monthly: monthlyEstimate(hourly), currency },
    accounts,
    recent,
    isEmpty: live.length === 0 && ips.length === 0,
  }
}
