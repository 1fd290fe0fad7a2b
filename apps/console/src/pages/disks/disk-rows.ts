/**
 * Disk rows for the disks section, its sidebar and the mobile section list: each disk with its size, the VM it
 * is attached to (linked), its snapshots and its hourly price from the domain pricing engine. A detached disk
 * is still billed (SPEC §4: attached or detached; the price does not depend on it).
 */
import {
  diskHourlyPrice,
  enabledListItems,
  type ConsoleConfig,
  type Disk,
  type Money,
  type PriceList,
  type Vm,
} from '@cirrus/domain'
import { sharedBy, type ResourceOwners, type SharedRow } from '../access/owners'
import { vmPath } from '../compute/paths'
import { diskPath } from './paths'

/** One disk as a list shows it (`owner`: shared with the user through delegation, SPEC §6). */
export type DiskRow = SharedRow & {
  id: string
  name: string
  location: string
  sizeGb: number
  /** The VM it is attached to, null when detached. Its name is the uuid's start when the VM is not listed. */
  vm: { uuid: string; name: string; href: string } | null
  snapshots: number
  /** Hourly; null when the price cannot be computed (never shown as zero). */
  price: Money | null
  href: string
  /** The billing account it is charged to (the tables' billing-account column, issue 18). */
  billingAccountId: number
}

/** A disk's name for people: its display name, else the start of its uuid. */
export function diskName(disk: Pick<Disk, 'uuid' | 'display_name'>): string {
  return disk.display_name || disk.uuid.slice(0, 8)
}

/** The VM a disk is attached to, named from the VM list when it is there. */
export function attachedVm(
  disk: Pick<Disk, 'attached_to' | 'location'>,
  vms: readonly Pick<Vm, 'uuid' | 'name'>[] | undefined,
): DiskRow['vm'] {
  if (!disk.attached_to) return null
  const vm = vms?.find((v) => v.uuid === disk.attached_to)
  return {
    uuid: disk.attached_to,
    name: vm?.name ?? disk.attached_to.slice(0, 8),
    href: vmPath(disk.location, disk.attached_to),
  }
}

/** The rows of a disk list, by name; shared ones name their owner (`owners`). */
export function diskRows(
  disks: readonly Disk[],
  vms: readonly Pick<Vm, 'uuid' | 'name'>[] | undefined,
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): DiskRow[] {
  return disks
    .map((disk) => ({
      id: disk.uuid,
      name: diskName(disk),
      location: disk.location,
      sizeGb: disk.size_gb,
      vm: attachedVm(disk, vms),
      snapshots: disk.snapshots.length,
      price: diskHourlyPrice(disk, { list: priceList }).price,
      href: diskPath(disk.location, disk.uuid),
      owner: sharedBy(owners, disk.user_id),
      billingAccountId: disk.billing_account_id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The rows a disk list shows under a configuration: none when the `disksEnabled` flag is off (SPEC §6 "Flags
 * disksEnabled and firewallEnabled empty the lists when off"); undefined while the configuration or the disks
 * load.
 */
export function enabledDiskRows(
  config: ConsoleConfig | undefined,
  disks: readonly Disk[] | undefined,
  vms: readonly Pick<Vm, 'uuid' | 'name'>[] | undefined,
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): DiskRow[] | undefined {
  if (!config) return undefined
  if (!config.disksEnabled) return []
  return disks && diskRows(enabledListItems(config, 'disk', disks), vms, priceList, owners)
}
