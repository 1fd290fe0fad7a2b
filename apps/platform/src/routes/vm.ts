/**
 * Virtual machines (SPEC §4, §7 "Virtual machines"; API-NOTES §7): list, get, create, change and delete of
 * `/{location}/user-resource/vm`, `resource_billing` and `billing_resources`; power and lifecycle in vm-power.ts,
 * disks and replicas in vm-storage.ts, the deprecated public-IP calls in vm-ip.ts (all listed in modules.ts). Long actions are durable operations (sim/vm-operations.ts); the
 * call waits for them like Warren's synchronous API. A missing, deleted or foreign VM is Warren's 400
 * "No such virtual machine exists: <uuid>"; a VM busy with another operation is 409.
 */
import {
  BillingResourcesQuerySchema,
  ResourceBillingInputSchema,
  VmCreateInputSchema,
  VmListQuerySchema,
  VmPageQuerySchema,
  VmUpdateInputSchema,
  VmUuidInputSchema,
} from '@cirrus/domain'
import { apiRoutes, takes } from '../http/route.js'
import { Vm, VmPage } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { usableBillingAccount } from '../services/billing-accounts.js'
import { kinds, usable } from '../services/usable.js'
import {
  checkMoveQuota,
  checkQuota,
  vmCreateNeedsWithNetwork,
  vmMoveNeeds,
  vmResizeNeeds,
} from '../services/quotas.js'
import { cachedList } from '../services/list-cache.js'
import { vmActions } from '../services/vm-actions.js'
import { prepareVmCreate } from '../services/vm-create.js'
import { vmPage } from '../services/vm-page.js'
import { checkGuestLimits, listVisibleWarrenVms, toWarrenVm } from '../services/vms.js'
import { setVmBillingAccount, updateVm } from '../store/vms.js'

/** The VM routes: read, create, change, delete and the billing account of a VM. */
export const vmRoutes = (p: Platform) => {
  const db = p.store.db
  const { operate, lockedUpdate, render, poolLimits } = vmActions(p)
  return (
    apiRoutes()
      // ---- read
      // Polled by clients: answered from the list cache while nothing it shows changed (services/list-cache.ts).
      .get('/user-resource/vm/list', takes(VmListQuerySchema, [Vm]), async (c) => {
        const query = c.req.valid('json')
        return cachedList(p, c, 'vm/list', query, () =>
          listVisibleWarrenVms(db, c.var.principal, c.var.location.slug, query.billing_account_id),
        )
      })
      // Console-only (issue 17, CONTRACTS.md "Paged VM list"): one page, sorted, searched and filtered here.
      .get('/user-resource/vm/page', takes(VmPageQuerySchema, VmPage), async (c) =>
        c.json(await vmPage(p, c.var.principal, c.var.location.slug, c.req.valid('json'))),
      )
      .get('/user-resource/vm', takes(VmUuidInputSchema, Vm), async (c) => {
        const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, c.req.valid('json').uuid)
        return c.json(await toWarrenVm(db, vm))
      })
      .get('/user-resource/billing_resources', takes(BillingResourcesQuerySchema, [Vm]), async (c) => {
        const { id } = c.req.valid('json')
        await usableBillingAccount(p, c.var.principal, id)
        return cachedList(p, c, 'billing_resources', { id }, async () => {
          const rows = await listVisibleWarrenVms(db, c.var.principal, c.var.location.slug, id)
          return rows.map((vm) => ({ ...vm, public_ipv4: vm.public_ipv4 ?? null, hypervisor_id: null }))
        })
      })

      // ---- create, change, delete
      .post('/user-resource/vm', takes(VmCreateInputSchema, Vm), async (c) => {
        const payload = await prepareVmCreate(p, c.var.principal, c.var.location, c.req.valid('json'))
        const id = await db.transaction(async (tx) => {
          await checkQuota(
            tx,
            p.settings,
            payload.billingAccountId,
            await vmCreateNeedsWithNetwork(tx, payload),
          )
          return p.ops.submit(tx, {
            kind: 'vm.create',
            payload,
            resourceUuid: payload.uuid,
            userId: payload.userId,
          })
        })
        const result = (await p.ops.run(id)) as { uuid: string }
        return c.json(await render(result.uuid))
      })
      .patch('/user-resource/vm', takes(VmUpdateInputSchema, Vm), async (c) => {
        const input = c.req.valid('json')
        await lockedUpdate(c.var.principal, c.var.location, input.uuid, async (tx, vm) => {
          const resizing =
            (input.vcpu !== undefined && input.vcpu !== vm.vcpu) ||
            (input.ram !== undefined && input.ram !== vm.memory)
          if (resizing && vm.status !== 'stopped') {
            const message = 'CPU and RAM can only be changed while the virtual machine is stopped'
            throw new WarrenError(400, message, { [input.vcpu !== undefined ? 'vcpu' : 'ram']: message })
          }
          const limits = await poolLimits(tx, vm)
          if (resizing && limits) {
            checkGuestLimits(limits, {
              vcpu: input.vcpu,
              ram: input.ram,
              windows: vm.licenseType === 'WINDOWS',
            })
          }
          if (resizing) await checkQuota(tx, p.settings, vm.billingAccountId, vmResizeNeeds(vm, input))
          await updateVm(tx, vm.uuid, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.vcpu !== undefined ? { vcpu: input.vcpu } : {}),
            ...(input.ram !== undefined ? { memory: input.ram } : {}),
            updatedAt: p.clock(),
          })
        })
        return c.json(await render(input.uuid))
      })
      .delete('/user-resource/vm', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        await operate(c.var.principal, c.var.location, uuid, 'vm.delete', {})
        return c.json(await render(uuid))
      })

      // ---- billing account of a VM (API-NOTES §7.4)
      .post('/user-resource/resource_billing', takes(ResourceBillingInputSchema, Vm), async (c) => {
        const input = c.req.valid('json')
        const account = await usableBillingAccount(p, c.var.principal, input.billing_account_id)
        await lockedUpdate(c.var.principal, c.var.location, input.uuid, async (tx, vm) => {
          await checkMoveQuota(
            tx,
            p.settings,
            { from: vm.billingAccountId, to: account.id },
            await vmMoveNeeds(tx, vm),
          )
          // The VM's disks move with it.
          await setVmBillingAccount(tx, vm.uuid, account.id, p.clock())
        })
        return c.json(await render(input.uuid))
      })
  )
}
