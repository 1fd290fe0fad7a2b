/**
 * VM network interfaces and VLAN sub-interfaces (SPEC §7 "VM interfaces" paths; API-NOTES §13 PROPOSAL shapes).
 * A VM's primary interface is its membership of its network (`vms.network_uuid`, `private_ipv4`, `mac`); its
 * uuid is derived from the VM uuid, so it is stable without a row of its own. A sub-interface joins another
 * network of the same location on a VLAN tag (unique per parent, 1–4094, sent as a string by the console) with
 * an address of that network; it shares the parent's MAC, as VLAN sub-interfaces do.
 */
import { SubinterfaceCreateInputSchema } from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, returnsEmpty, takes } from '../http/route.js'
import { Subinterface, VmInterface } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  createSubinterface,
  primaryInterfaceUuid,
  removeSubinterface,
  toWarrenInterfaces,
  toWarrenSubinterface,
} from '../services/network-interfaces.js'
import { isUuid, kinds, usable } from '../services/usable.js'
import { vmsWithInterfaces } from '../store/network-interfaces.js'

/** VM interface routes. */
export const networkInterfaceRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .get('/network/virtual-machines/interfaces', returns([VmInterface]), async (c) => {
      const rows = await vmsWithInterfaces(db, c.var.location.slug, (table) =>
        visibleTo(c.var.principal, table),
      )
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
        const row = await createSubinterface(db, vm, parentUuid, network, input.vlan_tag, p.clock())
        return c.json(toWarrenSubinterface(row))
      },
    )
    .delete('/network/virtual-machines/:uuid/subinterfaces/:subinterfaceUuid', returnsEmpty, async (c) => {
      const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      const subUuid = c.req.param('subinterfaceUuid')
      await removeSubinterface(db, vm.uuid, isUuid(subUuid) ? subUuid : null, p.clock())
      return c.body(null, 200)
    })
}
