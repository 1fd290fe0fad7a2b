/** The VPC network kind of the network section: rows with subnet and member count, the default marked. */
import type { Network } from '@cirrus/domain'
import { sharedBy, type ResourceOwners } from '../../access/owners'
import { networkKind, type NetworkRow } from '../kind'
import { networkCreatePath, vpcPath } from '../paths'

/** `10.1.104.0/24 · 2 VMs`. */
export function vpcSecondary(network: Pick<Network, 'subnet' | 'vm_uuids'>): string {
  const count = network.vm_uuids.length
  return `${network.subnet} · ${count} ${count === 1 ? 'VM' : 'VMs'}`
}

/**
 * The rows of a VPC list: the default network first (API-NOTES §5: one per location), then by name; shared ones
 * name their owner (`owners`).
 */
export function vpcRows(networks: readonly Network[], owners?: ResourceOwners): NetworkRow[] {
  return [...networks]
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.name.localeCompare(b.name))
    .map((n) => ({
      id: n.uuid,
      kind: 'vpc',
      name: n.name,
      href: vpcPath(n.location, n.uuid),
      secondary: vpcSecondary(n),
      isDefault: n.is_default,
      owner: sharedBy(owners, n.user_id),
      location: n.location,
    }))
}

/** VPC networks (SPEC §7): free in Warren's price list, so their rows carry no price. */
export const vpcKind = networkKind<Network>({
  kind: 'vpc',
  label: 'VPC networks',
  object: 'VPC network',
  createLabel: 'Create VPC network',
  createPath: networkCreatePath('vpc'),
  emptyText: 'No VPC networks yet',
  query: (queries, location) => queries.networkList(location),
  rows: (networks, { owners }) => vpcRows(networks, owners),
})
