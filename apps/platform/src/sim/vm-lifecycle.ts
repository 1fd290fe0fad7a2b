/**
 * VM power and lifecycle (SPEC §4, API-NOTES §7.4): start, stop, delete (extra disks survive detached, the public
 * IP unassigned), reinstall, rebuild from a replica and boot from ISO media.
 */
import { eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { WarrenError } from '../http/errors.js'
import { disks, firewallVms, replicas, subinterfaces } from '../store/schema.js'
import { unassignFloatingIps } from '../store/floating-ips.js'
import { dropTargetEverywhere } from '../store/load-balancers.js'
import { NoPayload, kind, liveVm, primaryDisk, setVm, uuid, vmDisks } from './vm-common.js'

/** The power and lifecycle handlers. */
export const lifecycleOperations = {
  'vm.start': kind({
    payload: NoPayload,
    duration: () => 'start',
    async complete(tx, op, p) {
      await liveVm(tx, op.resourceUuid!)
      await setVm(tx, p, op.resourceUuid!, { status: 'running', bootIso: null })
      return { uuid: op.resourceUuid }
    },
  }),

  'vm.stop': kind({
    payload: z.object({ force: z.boolean() }),
    duration: (op) => (op.payload.force ? 'forceStop' : 'stop'),
    async complete(tx, op, p) {
      await liveVm(tx, op.resourceUuid!)
      await setVm(tx, p, op.resourceUuid!, { status: 'stopped' })
      return { uuid: op.resourceUuid }
    },
  }),

  'vm.delete': kind({
    payload: NoPayload,
    duration: () => 'delete',
    async complete(tx, op, p) {
      const vm = await liveVm(tx, op.resourceUuid!)
      const now = p.clock()
      const attached = await vmDisks(tx, vm.uuid)
      const boot = attached.filter((d) => d.primary).map((d) => d.uuid)
      if (boot.length) {
        await tx.delete(replicas).where(inArray(replicas.diskUuid, boot))
        await tx.delete(disks).where(inArray(disks.uuid, boot))
      }
      // Extra disks survive as detached block storage; the public IP stays, unassigned (API-NOTES §4).
      await tx
        .update(disks)
        .set({ vmUuid: null, device: null, updatedAt: now })
        .where(eq(disks.vmUuid, vm.uuid))
      await unassignFloatingIps(tx, { assignedTo: vm.uuid }, now)
      // Its sub-interfaces (API-NOTES §13), firewall links (§6) and load balancer targets (§8) go with it.
      await tx.delete(subinterfaces).where(eq(subinterfaces.vmUuid, vm.uuid))
      await tx.delete(firewallVms).where(eq(firewallVms.vmUuid, vm.uuid))
      await dropTargetEverywhere(tx, vm.uuid, now)
      await setVm(tx, p, vm.uuid, { status: 'deleted', deletedAt: now })
      return { uuid: vm.uuid }
    },
  }),

  'vm.reinstall': kind({
    payload: z.object({ osName: z.string(), osVersion: z.string(), licenseType: z.string().nullable() }),
    duration: () => 'reinstall',
    async complete(tx, op, p) {
      const { osName, osVersion, licenseType } = op.payload
      await liveVm(tx, op.resourceUuid!)
      const disk = await primaryDisk(tx, op.resourceUuid!)
      await tx
        .update(disks)
        .set({ sourceImageType: 'OS_BASE', sourceImage: `${osName}_${osVersion}`, updatedAt: p.clock() })
        .where(eq(disks.uuid, disk.uuid))
      await setVm(tx, p, op.resourceUuid!, {
        osName,
        osVersion,
        licenseType,
        status: 'running',
        bootIso: null,
      })
      return { uuid: op.resourceUuid }
    },
  }),

  'vm.rebuild': kind({
    payload: z.object({ replicaUuid: uuid }),
    duration: () => 'rebuild',
    async complete(tx, op, p) {
      const { replicaUuid: uuid } = op.payload
      await liveVm(tx, op.resourceUuid!)
      const [replica] = await tx.select().from(replicas).where(eq(replicas.uuid, uuid))
      if (!replica)
        throw new WarrenError(400, `No such replica: ${uuid}`, { replica_uuid: `No such replica: ${uuid}` })
      const [disk] = await tx.select().from(disks).where(eq(disks.uuid, replica.diskUuid))
      await tx
        .update(disks)
        .set({
          sizeGb: Math.max(disk!.sizeGb, replica.size),
          sourceImageType: 'SNAPSHOT',
          sourceImage: replica.uuid,
          updatedAt: p.clock(),
        })
        .where(eq(disks.uuid, replica.diskUuid))
      // Warren returns the restored VM stopped (API-NOTES §7.4).
      await setVm(tx, p, op.resourceUuid!, { status: 'stopped' })
      return { uuid: op.resourceUuid }
    },
  }),

  'vm.boot_iso': kind({
    payload: z.object({ bootImage: z.string() }),
    duration: () => 'bootIso',
    async complete(tx, op, p) {
      await liveVm(tx, op.resourceUuid!)
      await setVm(tx, p, op.resourceUuid!, { bootIso: op.payload.bootImage, status: 'running' })
      return { uuid: op.resourceUuid }
    },
  }),
}
