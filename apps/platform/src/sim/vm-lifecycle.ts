/**
 * VM power and lifecycle (SPEC §4, API-NOTES §7.4): start, stop, delete (extra disks survive detached, the public
 * IP unassigned), reinstall, rebuild from a replica and boot from ISO media.
 */
import { z } from 'zod'
import { WarrenError } from '../http/errors.js'
import { deleteDisksWithReplicas, detachAllDisks, updateDisk } from '../store/disks.js'
import { unlinkVmFromFirewalls } from '../store/firewalls.js'
import { unassignFloatingIps } from '../store/floating-ips.js'
import { dropTargetEverywhere } from '../store/load-balancers.js'
import { deleteSubinterfacesOfVm } from '../store/network-interfaces.js'
import { replicaByUuid } from '../store/replicas.js'
import { diskByUuid } from '../store/vms.js'
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
      await deleteDisksWithReplicas(
        tx,
        attached.filter((d) => d.primary).map((d) => d.uuid),
      )
      // Extra disks survive as detached block storage; the public IP stays, unassigned (API-NOTES §4).
      await detachAllDisks(tx, vm.uuid, now)
      await unassignFloatingIps(tx, { assignedTo: vm.uuid }, now)
      // Its sub-interfaces (API-NOTES §13), firewall links (§6) and load balancer targets (§8) go with it.
      await deleteSubinterfacesOfVm(tx, vm.uuid)
      await unlinkVmFromFirewalls(tx, vm.uuid)
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
      await updateDisk(tx, disk.uuid, {
        sourceImageType: 'OS_BASE',
        sourceImage: `${osName}_${osVersion}`,
        updatedAt: p.clock(),
      })
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
      const replica = await replicaByUuid(tx, uuid)
      if (!replica)
        throw new WarrenError(400, `No such replica: ${uuid}`, { replica_uuid: `No such replica: ${uuid}` })
      const disk = await diskByUuid(tx, replica.diskUuid)
      await updateDisk(tx, replica.diskUuid, {
        sizeGb: Math.max(disk!.sizeGb, replica.size),
        sourceImageType: 'SNAPSHOT',
        sourceImage: replica.uuid,
        updatedAt: p.clock(),
      })
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
