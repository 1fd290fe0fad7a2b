/** The public IP kind of the network section: rows with the address, assignment state and hourly price. */
import { ipHourlyPrice, isIpAssigned, type Ip, type PriceList } from '@cirrus/domain'
import { sharedBy, type ResourceOwners } from '../../access/owners'
import { networkKind, type NetworkRow } from '../kind'
import { ipPath, networkCreatePath } from '../paths'

/** What an IP is called in lists: its name, else its address. */
export function ipName(ip: Pick<Ip, 'name' | 'address'>): string {
  return ip.name.trim() || ip.address
}

/**
 * The rows of an IP list, by name: assigned or unassigned as the status, and the hourly price of that state —
 * ASSIGNED_FLOATING_IP or UNASSIGNED_FLOATING_IP (SPEC §3). Shared ones name their owner (`owners`).
 */
export function ipRows(
  ips: readonly Ip[],
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): NetworkRow[] {
  return ips
    .filter((ip) => !ip.is_deleted)
    .map((ip) => ({
      id: ip.uuid,
      kind: 'ip_address' as const,
      name: ipName(ip),
      href: ipPath(ip.location, ip.uuid),
      status: isIpAssigned(ip) ? 'assigned' : 'unassigned',
      secondary: ip.address,
      price: ipHourlyPrice(ip, { list: priceList }).price,
      owner: sharedBy(owners, ip.user_id),
      location: ip.location,
      billingAccountId: ip.billing_account_id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** Public IP addresses (SPEC §7 IP addresses). */
export const ipAddressKind = networkKind<Ip>({
  kind: 'ip_address',
  label: 'IP addresses',
  object: 'IP address',
  createLabel: 'Create IP address',
  createPath: networkCreatePath('ip_address'),
  emptyText: 'No public IP addresses yet',
  query: (queries, location) => queries.ipList(location),
  rows: (ips, { priceList, owners }) => ipRows(ips, priceList, owners),
})
