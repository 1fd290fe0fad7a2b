/**
 * VM rows for the sidebar, the mobile section list and the compute overview: each VM with its status and
 * hourly price from the domain pricing engine. A stopped VM costs nothing for CPU and RAM (SPEC §4), so its
 * price is its disks (and public IP) only.
 */
import { vmPriceBreakdown, type Money, type PriceList, type Vm } from '@cirrus/domain'
import { sharedBy, type ResourceOwners, type SharedRow } from '../access/owners'
import { vmPath } from './paths'

/** One VM as a list shows it (`owner`: shared with the user through delegation, SPEC §6). */
export type VmRow = SharedRow & {
  id: string
  name: string
  location: string
  /** The billing account it is charged to (the table shows its title, issue 18). */
  billingAccountId: number
  status: Vm['status']
  /** `2 vCPU · 4 GB` */
  size: string
  /** The public IPv4, else the private one, else ''. */
  address: string
  /** Hourly; null when the price cannot be computed (never shown as zero). */
  price: Money | null
  href: string
}

/** `2 vCPU · 4 GB RAM` for people. RAM is MB on the wire (API-NOTES §7.1). */
export function vmSizeText(vm: Pick<Vm, 'vcpu' | 'memory'>): string {
  const gb = vm.memory / 1024
  return `${vm.vcpu} vCPU · ${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB RAM`
}

/**
 * The rows of a VM list, by name (`byName`; false keeps the given order: a page the server sorted). Deleted VMs are
 * left out; shared ones name their owner (`owners`).
 */
export function vmRows(
  vms: readonly Vm[],
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
  byName = true,
): VmRow[] {
  const rows = vms
    .filter((vm) => vm.status !== 'deleted')
    .map((vm) => ({
      id: vm.uuid,
      name: vm.name,
      location: vm.location,
      billingAccountId: vm.billing_account,
      status: vm.status,
      size: vmSizeText(vm),
      address: vm.public_ipv4 ?? (vm.private_ipv4 || ''),
      // Its public IP is part of what the VM costs, as on its page (the price breakdown's "Public IP" line).
      price: vmPriceBreakdown(vm, { list: priceList }, { assignedIps: vm.public_ipv4 ? 1 : 0 }).total,
      href: vmPath(vm.location, vm.uuid),
      owner: sharedBy(owners, vm.user_id),
    }))
  return byName ? rows.sort((a, b) => a.name.localeCompare(b.name)) : rows
}
