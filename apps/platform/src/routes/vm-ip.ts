/**
 * The public IPv4 of a virtual machine: Warren's deprecated `vm/ip/public` calls, kept for old clients (API-NOTES
 * §7.4 last row). Floating IPs themselves are routes/floating-ips.ts.
 */
import { VmUuidInputSchema } from '@cirrus/domain'
import { apiRoutes, takes } from '../http/route.js'
import { Vm } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { reserveVmPublicIp, unassignFrom } from '../services/floating-ips.js'
import { checkQuota } from '../services/quotas.js'
import { vmActions } from '../services/vm-actions.js'
import { lockPublicIpOf } from '../store/floating-ips.js'

/** The deprecated public-IP routes of a VM. */
export const vmIpRoutes = (p: Platform) => {
  const { lockedUpdate, render } = vmActions(p)
  return (
    apiRoutes()
      // ---- public IPv4 of a VM: deprecated calls kept for old clients (API-NOTES §7.4 last row). Quick changes under
      // the VM's row lock like the backup toggle (409 while an operation holds the VM). The VM's public IP is the
      // one its `public_ipv4` shows: its oldest live floating IP.
      .post('/user-resource/vm/ip/public', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        await lockedUpdate(c.var.principal, c.var.location, uuid, async (tx, vm) => {
          const current = await lockPublicIpOf(tx, vm.uuid)
          if (current) {
            throw new WarrenError(
              400,
              `The virtual machine already has a public IP address: ${current.address}`,
            )
          }
          // The same path as VM create's reserve_public_ip: a new floating IP on the VM's billing account.
          await checkQuota(tx, p.settings, vm.billingAccountId, { public_ips: 1 })
          await reserveVmPublicIp(tx, vm, p.clock())
        })
        return c.json(await render(uuid))
      })
      .delete('/user-resource/vm/ip/public', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        await lockedUpdate(c.var.principal, c.var.location, uuid, async (tx, vm) => {
          const current = await lockPublicIpOf(tx, vm.uuid)
          if (!current) throw new WarrenError(400, 'The virtual machine has no public IP address')
          // Warren: "The address will remain reserved for the user" (the deprecated call's documentation): it is
          // unassigned, not deleted, like the floating-IP unassign call (the one on that private address).
          await unassignFrom(tx, vm.uuid, p.clock(), current.assignedToPrivateIp ?? undefined)
        })
        return c.json(await render(uuid))
      })
  )
}
