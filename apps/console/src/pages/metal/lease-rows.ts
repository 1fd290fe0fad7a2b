/**
 * Lease rows for the sidebar, the mobile section list and the bare-metal overview: each lease with its state,
 * its machine and its hourly price from the domain pricing engine (a released lease costs nothing).
 */
import {
  metalLeaseHourlyPrice,
  type MetalLease,
  type MetalSpec,
  type Money,
  type PriceList,
} from '@cirrus/domain'
import { displayAmount } from '../../app/money'
import type { SectionListItem } from '../../layout/SectionList'
import { sharedBy, type ResourceOwners, type SharedRow } from '../access/owners'
import { leasePath } from './paths'

/** One lease as a list shows it (`owner`: shared with the user through delegation, SPEC §6). */
export type LeaseRow = SharedRow & {
  id: string
  name: string
  location: string
  status: MetalLease['status']
  /** `bm.medium · 16 cores · 128 GB RAM` */
  machine: string
  /** Hourly; null when the price cannot be computed (never shown as zero). */
  price: Money | null
  href: string
  /** The billing account it is charged to (the tables' billing-account column, issue 18). */
  billingAccountId: number
}

/** How people write each disk kind. */
const DISK_KINDS: Record<string, string> = { nvme: 'NVMe', ssd: 'SSD', hdd: 'HDD' }

/** `AMD EPYC 7313P · 16 cores · 128 GB RAM · 2 × 1920 GB NVMe` for people. */
export function machineSpecText(spec: MetalSpec): string {
  const disks = new Map<string, number>()
  for (const d of spec.disks) {
    const key = `${d.size_gb} GB ${DISK_KINDS[d.kind] ?? d.kind.toUpperCase()}`
    disks.set(key, (disks.get(key) ?? 0) + 1)
  }
  const storage = [...disks].map(([key, n]) => (n > 1 ? `${n} × ${key}` : key)).join(' + ')
  return [spec.cpu_model, `${spec.cpu_cores} cores`, `${spec.ram_gb} GB RAM`, storage]
    .filter(Boolean)
    .join(' · ')
}

/** The rows of a lease list, by name; shared ones name their owner (`owners`). */
export function leaseRows(
  leases: readonly MetalLease[],
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): LeaseRow[] {
  return leases
    .map((lease) => ({
      id: lease.uuid,
      name: lease.display_name,
      location: lease.location,
      status: lease.status,
      machine: `${lease.machine_type.name} · ${lease.machine_type.cpu_cores} cores · ${lease.machine_type.ram_gb} GB RAM`,
      price: metalLeaseHourlyPrice(lease, { list: priceList }).price,
      href: leasePath(lease.uuid),
      owner: sharedBy(owners, lease.user_id),
      billingAccountId: lease.billing_account_id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The leases as the sidebar and /section/metal list them (SectionList items). */
export function leaseSectionItems(
  leases: readonly MetalLease[],
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): SectionListItem[] {
  return leaseRows(leases, priceList, owners).map((row) => ({
    id: row.id,
    name: row.name,
    href: row.href,
    status: row.status,
    secondary: row.machine,
    price: displayAmount(row.price),
    owner: row.owner,
  }))
}
