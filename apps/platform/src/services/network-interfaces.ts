/**
 * VM network interfaces (API-NOTES §13): the primary interface's stable uuid, Warren's interface and
 * sub-interface objects, and what creating or removing a sub-interface does to addresses and floating IPs.
 * Queries: store/network-interfaces.ts.
 */
import { createHash } from 'node:crypto'
import { WarrenError } from '../http/errors.js'
import type { NetworkRow } from '../store/networks.js'
import {
  deleteSubinterface,
  insertSubinterface,
  networkNames,
  subinterfacesOfVm,
  subinterfacesOfVms,
  type SubinterfaceRow,
} from '../store/network-interfaces.js'
import type { Db, DbOrTx } from '../store/store.js'
import { isUniqueViolation } from './accounts.js'
import { unassignFrom } from './floating-ips.js'
import { warrenTime } from './format.js'
import { allocateAddress } from './networks.js'
import type { VmRow } from './vms.js'

/** The stable uuid of a VM's primary interface: a name-based (version 5 style) uuid of the VM uuid. */
export function primaryInterfaceUuid(vmUuid: string): string {
  const h = createHash('sha1').update(`cirrus-interface:${vmUuid.toLowerCase()}`).digest()
  h[6] = (h[6]! & 0x0f) | 0x50
  h[8] = (h[8]! & 0x3f) | 0x80
  const hex = h.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Warren's sub-interface object. */
export function toWarrenSubinterface(row: SubinterfaceRow) {
  return {
    uuid: row.uuid,
    parent_uuid: row.parentUuid,
    network_uuid: row.networkUuid,
    vlan_tag: row.vlanTag,
    mac: row.mac,
    private_ipv4: row.privateIpv4,
    created_at: warrenTime(row.createdAt),
  }
}

/** The interface objects of VMs (only VMs in a network have one), sub-interfaces nested (API-NOTES §13). */
export async function toWarrenInterfaces(db: DbOrTx, rows: VmRow[]) {
  const inNetwork = rows.filter((vm) => vm.networkUuid !== null)
  if (inNetwork.length === 0) return []
  const subs = await subinterfacesOfVms(
    db,
    inNetwork.map((vm) => vm.uuid),
  )
  const nameOf = await networkNames(db, [...new Set(inNetwork.map((vm) => vm.networkUuid!))])
  return inNetwork.map((vm) => ({
    uuid: primaryInterfaceUuid(vm.uuid),
    vm_uuid: vm.uuid,
    network_uuid: vm.networkUuid,
    network_name: nameOf.get(vm.networkUuid!) ?? null,
    mac: vm.mac,
    private_ipv4: vm.privateIpv4,
    private_ipv6: null,
    is_primary: true,
    vlan_tag: null,
    parent_uuid: null,
    subinterfaces: subs.filter((s) => s.vmUuid === vm.uuid).map(toWarrenSubinterface),
    created_at: warrenTime(vm.createdAt),
  }))
}

/**
 * Joins a VM to another network on a VLAN tag with an address of that network: 400 when the VM is already in
 * that network or the tag is taken on the interface (also when a concurrent request wins the race: the unique
 * indexes decide).
 */
export async function createSubinterface(
  db: Db,
  vm: VmRow,
  parentUuid: string,
  network: NetworkRow,
  vlanTag: number,
  now: Date,
): Promise<SubinterfaceRow> {
  return db
    .transaction(async (tx) => {
      const existing = await subinterfacesOfVm(tx, vm.uuid)
      if (network.uuid === vm.networkUuid || existing.some((s) => s.networkUuid === network.uuid)) {
        const message = 'The virtual machine is already in this network'
        throw new WarrenError(400, message, { network_uuid: message })
      }
      if (existing.some((s) => s.vlanTag === vlanTag)) {
        const message = `VLAN tag ${vlanTag} is already used on this interface`
        throw new WarrenError(400, message, { vlan_tag: message })
      }
      return insertSubinterface(tx, {
        vmUuid: vm.uuid,
        parentUuid,
        networkUuid: network.uuid,
        vlanTag,
        mac: vm.mac,
        privateIpv4: await allocateAddress(tx, network),
        createdAt: now,
      })
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error
      const message = 'The network or VLAN tag is already used on this interface'
      throw new WarrenError(400, message, { vlan_tag: message })
    })
}

/**
 * Removes a VM's sub-interface (404 'Sub-interface not found' when it has none with that uuid); a floating IP
 * mapped to the sub-interface's address loses its target (API-NOTES §4, §13).
 */
export async function removeSubinterface(
  db: Db,
  vmUuid: string,
  uuid: string | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = uuid === null ? undefined : await deleteSubinterface(tx, uuid, vmUuid)
    if (!removed) throw new WarrenError(404, 'Sub-interface not found')
    await unassignFrom(tx, vmUuid, now, removed.privateIpv4)
  })
}
