/**
 * VM network interfaces and VLAN sub-interfaces (SPEC §7 "VM interfaces" paths; API-NOTES §13 PROPOSAL shapes).
 * A VM's primary interface is its membership of its network (`vms.network_uuid`, `private_ipv4`, `mac`); its
 * uuid is derived from the VM uuid, so it is stable without a row of its own. A sub-interface joins another
 * network of the same location on a VLAN tag (unique per parent, 1–4094, sent as a string by the console) with
 * an address of that network; it shares the parent's MAC, as VLAN sub-interfaces do.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { SubinterfaceCreateInputSchema } from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, returnsEmpty, takes } from '../http/route.js'
import { Subinterface, VmInterface } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { isUniqueViolation } from '../services/accounts.js'
import { warrenTime } from '../services/format.js'
import { networks, subinterfaces, vms } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'
import { isUuid, kinds, usable } from '../services/usable.js'
import { type VmRow } from '../services/vms.js'
import { allocateAddress } from '../services/networks.js'
import { unassignFrom } from '../services/floating-ips.js'

type SubinterfaceRow = typeof subinterfaces.$inferSelect

/** The stable uuid of a VM's primary interface: a name-based (version 5 style) uuid of the VM uuid. */
export function primaryInterfaceUuid(vmUuid: string): string {
  const h = createHash('sha1').update(`cirrus-interface:${vmUuid.toLowerCase()}`).digest()
  h[6] = (h[6]! & 0x0f) | 0x50
  h[8] = (h[8]! & 0x3f) | 0x80
  const hex = h.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function toWarrenSubinterface(row: SubinterfaceRow) {
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
async function toWarrenInterfaces(db: DbOrTx, rows: VmRow[]) {
  const inNetwork = rows.filter((vm) => vm.networkUuid !== null)
  if (inNetwork.length === 0) return []
  const subs = await db
    .select()
    .from(subinterfaces)
    .where(
      inArray(
        subinterfaces.vmUuid,
        inNetwork.map((vm) => vm.uuid),
      ),
    )
    .orderBy(asc(subinterfaces.vlanTag))
  const names = await db
    .select({ uuid: networks.uuid, name: networks.name })
    .from(networks)
    .where(inArray(networks.uuid, [...new Set(inNetwork.map((vm) => vm.networkUuid!))]))
  const nameOf = new Map(names.map((n) => [n.uuid, n.name]))
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

/** VM interface routes. */
export const networkInterfaceRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .get('/network/virtual-machines/interfaces', returns([VmInterface]), async (c) => {
      const rows = await db
        .select()
        .from(vms)
        .where(
          and(
            visibleTo(c.var.principal, vms),
            eq(vms.location, c.var.location.slug),
            isNull(vms.deletedAt),
            isNotNull(vms.networkUuid),
          ),
        )
        .orderBy(asc(vms.id))
      return c.json(await toWarrenInterfaces(db, rows))
    })
    .get('/network/virtual-machines/:uuid/interfaces', returns([VmInterface]), async (c) => {
      const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      return c.json(await toWarrenInterfaces(db, [vm]))
    })
    .post(
      '/network/virtual-machines/:uuid/interfaces/:interfaceUuid/subinterfaces',
      takes(SubinterfaceCreateInputSchema, Subinterface),
      async (c) => {
        const input = c.req.valid('json')
        const principal = c.var.principal
        const location = c.var.location.slug
        const vm = await usable(db, kinds.vm, principal, location, c.req.param('uuid'))
        const parentUuid = c.req.param('interfaceUuid').toLowerCase()
        if (vm.networkUuid === null || parentUuid !== primaryInterfaceUuid(vm.uuid)) {
          throw new WarrenError(404, 'Interface not found')
        }
        const network = await usable(db, kinds.network, principal, location, input.network_uuid, {
          field: 'network_uuid',
        })
        const row = await db
          .transaction(async (tx) => {
            const existing = await tx.select().from(subinterfaces).where(eq(subinterfaces.vmUuid, vm.uuid))
            if (network.uuid === vm.networkUuid || existing.some((s) => s.networkUuid === network.uuid)) {
              const message = 'The virtual machine is already in this network'
              throw new WarrenError(400, message, { network_uuid: message })
            }
            if (existing.some((s) => s.vlanTag === input.vlan_tag)) {
              const message = `VLAN tag ${input.vlan_tag} is already used on this interface`
              throw new WarrenError(400, message, { vlan_tag: message })
            }
            const [created] = await tx
              .insert(subinterfaces)
              .values({
                vmUuid: vm.uuid,
                parentUuid,
                networkUuid: network.uuid,
                vlanTag: input.vlan_tag,
                mac: vm.mac,
                privateIpv4: await allocateAddress(tx, network),
                createdAt: p.clock(),
              })
              .returning()
            return created!
          })
          .catch((error: unknown) => {
            // A concurrent request won the race for the same network or tag (the unique indexes decide).
            if (!isUniqueViolation(error)) throw error
            const message = 'The network or VLAN tag is already used on this interface'
            throw new WarrenError(400, message, { vlan_tag: message })
          })
        return c.json(toWarrenSubinterface(row))
      },
    )
    .delete('/network/virtual-machines/:uuid/subinterfaces/:subinterfaceUuid', returnsEmpty, async (c) => {
      const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      const subUuid = c.req.param('subinterfaceUuid')
      await db.transaction(async (tx) => {
        const [removed] = isUuid(subUuid)
          ? await tx
              .delete(subinterfaces)
              .where(and(eq(subinterfaces.uuid, subUuid), eq(subinterfaces.vmUuid, vm.uuid)))
              .returning()
          : []
        if (!removed) throw new WarrenError(404, 'Sub-interface not found')
        // A floating IP mapped to the sub-interface's address loses its target (API-NOTES §4, §13).
        await unassignFrom(tx, vm.uuid, p.clock(), removed.privateIpv4)
      })
      return c.body(null, 200)
    })
}
