import { useQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { useResourceOwners } from '../access/owners'
import { enabledDiskRows, type DiskRow } from './disk-rows'

/** The disk rows of a location, as every disk list shows them. */
export type DiskList = {
  /** Undefined while loading; empty when the `disksEnabled` flag is off (SPEC §6). */
  rows: DiskRow[] | undefined
  error: string | null
  retry: () => void
  currency: string
}

/**
 * Loads and prices a location's disks, naming their VMs. With the `disksEnabled` flag off the list is empty
 * and nothing is fetched (SPEC §6 "Flags disksEnabled and firewallEnabled empty the lists when off").
 */
export function useDiskList(location: string | null): DiskList {
  const { queries } = useServices()
  const config = useQuery(queries.consoleConfig())
  const enabled = location !== null && location !== '' && config.data?.disksEnabled === true
  const disks = useQuery({ ...queries.diskList(location ?? ''), enabled })
  const vms = useQuery({ ...queries.vmList(location ?? ''), enabled })
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  return {
    rows: enabledDiskRows(config.data, disks.data, vms.data, prices.data, owners),
    error: disks.isError ? disks.error.message : null,
    retry: () => void disks.refetch(),
    currency: prices.data?.default_currency ?? 'EUR',
  }
}
