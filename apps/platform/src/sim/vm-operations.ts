/**
 * The VM simulator (SPEC §4, API-NOTES §7): every long VM action is a durable operation (ops/runner.ts). The
 * request is checked and the VM marked busy when it is submitted; ALL effects happen in the handler's
 * `complete`, in one transaction, so a crash never leaves a half-created VM or one stuck mid-action.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { WarrenError } from '../http/errors.js'
import { operationHandler, type CheckedOperation, type OperationHandler } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import { placeVm } from '../services/hosts.js'
import { allocatePrivateIp, ensureDefaultNetwork, newMac } from '../services/networks.js'
import { hostnameOf, nextDevice } from '../services/vms.js'
import { disks, firewallVms, floatingIps, networks, replicas, subinterfaces, vms } from '../store/schema.js'
import type { Tx } from '../store/store.js'
import { DEMO_DURATIONS_MS, type DurationName } from './durations.js'
import { reserveVmPublicIp } from '../services/floating-ips.js'
import { unassignFloatingIps } from '../store/floating-ips.js'
import { dropTargetEverywhere } from '../store/load-balancers.js'
import { insertReplica } from '../store/replicas.js'

const uuid = z.string().min(1)
const int = z.number().int()

/** Everything a VM create needs, resolved and checked when it is submitted (checked again when run). */
export const VmCreatePayloadSchema = z.object({
  uuid,
  location: z.string().min(1),
  userId: int,
  billingAccountId: int,
  name: z.string(),
  description: z.string(),
  vcpu: int,
  memory: int,
  osName: z.string(),
  osVersion: z.string(),
  username: z.string().nullable(),
  passwordHash: z.string().nullable(),
  publicKeys: z.array(z.string()),
  cloudInit: z.string().nullable(),
  networkUuid: uuid.nullable(),
  designatedPoolUuid: uuid,
  licenseType: z.string().nullable(),
  backup: z.boolean(),
  reservePublicIp: z.boolean(),
  /** The boot disk: a new one, or an existing unattached disk (`disk_uuid`). */
  disk: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('new'),
      uuid,
      sizeGb: int,
      sourceImageType: z.string(),
      sourceImage: z.string().nullable(),
    }),
    z.object({ kind: z.literal('existing'), uuid }),
  ]),
})

/** Everything a VM create needs. */
export type VmCreatePayload = z.infer<typeof VmCreatePayloadSchema>

const DiskPayload = z.object({ diskUuid: uuid })
const SizedDiskPayload = z.object({ diskUuid: uuid, sizeGb: int })
const NoPayload = z.object({})

async function liveVm(tx: Tx, uuid: string) {
  const [vm] = await tx.select().from(vms).where(eq(vms.uuid, uuid))
  if (!vm || vm.deletedAt) throw new WarrenError(400, `No such virtual machine exists: ${uuid}`)
  return vm
}

async function insertVm(
  tx: Tx,
  p: Platform,
  values: Omit<VmCreatePayload, 'disk' | 'reservePublicIp'> & { status: string },
  reservePublicIp: boolean,
) {
  const now = p.clock()
  const network = values.networkUuid
    ? (await tx.select().from(networks).where(eq(networks.uuid, values.networkUuid)))[0]
    : await ensureDefaultNetwork(
        tx,
        { userId: values.userId, billingAccountId: values.billingAccountId, location: values.location },
        now,
      )
  if (!network) throw new WarrenError(400, 'Network UUID is invalid.')
  const privateIpv4 = await allocatePrivateIp(tx, network)
  const [vm] = await tx
    .insert(vms)
    .values({
      uuid: values.uuid,
      location: values.location,
      userId: values.userId,
      billingAccountId: values.billingAccountId,
      name: values.name,
      hostname: hostnameOf(values.name),
      description: values.description,
      status: values.status,
      vcpu: values.vcpu,
      memory: values.memory,
      osName: values.osName,
      osVersion: values.osVersion,
      username: values.username,
      passwordHash: values.passwordHash,
      publicKeys: values.publicKeys,
      cloudInit: values.cloudInit,
      mac: newMac(),
      privateIpv4,
      networkUuid: network.uuid,
      designatedPoolUuid: values.designatedPoolUuid,
      // Placed on a host of its pool in this transaction (services/hosts.ts; 400 when no host has room).
      hostUuid: values.designatedPoolUuid ? await placeVm(tx, values.designatedPoolUuid, values) : null,
      licenseType: values.licenseType,
      backup: values.backup,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (reservePublicIp) await reserveVmPublicIp(tx, vm!, now)
  return vm!
}

async function vmDisks(tx: Tx, vmUuid: string) {
  return tx.select().from(disks).where(eq(disks.vmUuid, vmUuid))
}

async function primaryDisk(tx: Tx, vmUuid: string) {
  const [disk] = await tx
    .select()
    .from(disks)
    .where(and(eq(disks.vmUuid, vmUuid), eq(disks.primary, true)))
  if (!disk) throw new WarrenError(500, `Virtual machine ${vmUuid} has no boot disk`)
  return disk
}

async function setVm(tx: Tx, p: Platform, uuid: string, values: Partial<typeof vms.$inferInsert>) {
  await tx
    .update(vms)
    .set({ ...values, updatedAt: p.clock() })
    .where(eq(vms.uuid, uuid))
}

/** One kind of VM operation: its payload's schema, its simulated duration and its effect. */
type VmOperation<S extends z.ZodType> = {
  payload: S
  duration: (op: CheckedOperation<z.infer<S>>) => DurationName
  complete: (tx: Tx, op: CheckedOperation<z.infer<S>>, p: Platform) => Promise<unknown>
}

const kind = <S extends z.ZodType>(operation: VmOperation<S>) => operation

const handlers = {
  'vm.create': kind({
    payload: VmCreatePayloadSchema,
    duration: () => 'create',
    async complete(tx, op, p) {
      const payload = op.payload
      const [existing] = await tx.select({ uuid: vms.uuid }).from(vms).where(eq(vms.uuid, payload.uuid))
      if (existing) return { uuid: payload.uuid }
      const { disk, reservePublicIp, ...values } = payload
      const vm = await insertVm(tx, p, { ...values, status: 'running' }, reservePublicIp)
      const now = p.clock()
      if (disk.kind === 'existing') {
        const taken = await tx
          .update(disks)
          .set({ vmUuid: vm.uuid, primary: true, device: 'vda', updatedAt: now })
          .where(and(eq(disks.uuid, disk.uuid), isNull(disks.vmUuid)))
          .returning({ uuid: disks.uuid })
        if (taken.length === 0) throw new WarrenError(400, 'The disk is attached to another virtual machine')
      } else {
        await tx.insert(disks).values({
          uuid: disk.uuid,
          location: vm.location,
          userId: vm.userId,
          billingAccountId: vm.billingAccountId,
          sizeGb: disk.sizeGb,
          sourceImageType: disk.sourceImageType,
          sourceImage: disk.sourceImage,
          vmUuid: vm.uuid,
          primary: true,
          device: 'vda',
          createdAt: now,
          updatedAt: now,
        })
      }
      return { uuid: vm.uuid }
    },
  }),

  'vm.clone': kind({
    payload: z.object({ uuid, name: z.string() }),
    duration: () => 'clone',
    async complete(tx, op, p) {
      const { uuid, name } = op.payload
      const source = await liveVm(tx, op.resourceUuid!)
      const [sourceIp] = await tx
        .select({ id: floatingIps.id })
        .from(floatingIps)
        .where(and(eq(floatingIps.assignedTo, source.uuid), isNull(floatingIps.deletedAt)))
      const clone = await insertVm(
        tx,
        p,
        {
          uuid,
          location: source.location,
          userId: source.userId,
          billingAccountId: source.billingAccountId,
          name,
          description: source.description,
          vcpu: source.vcpu,
          memory: source.memory,
          osName: source.osName,
          osVersion: source.osVersion,
          username: source.username,
          passwordHash: source.passwordHash,
          publicKeys: source.publicKeys,
          cloudInit: source.cloudInit,
          networkUuid: source.networkUuid,
          designatedPoolUuid: source.designatedPoolUuid!,
          licenseType: source.licenseType,
          backup: source.backup,
          status: source.status,
        },
        sourceIp !== undefined,
      )
      const now = p.clock()
      for (const disk of await vmDisks(tx, source.uuid)) {
        await tx.insert(disks).values({
          uuid: randomUUID(),
          location: clone.location,
          userId: clone.userId,
          billingAccountId: clone.billingAccountId,
          displayName: disk.displayName,
          sizeGb: disk.sizeGb,
          sourceImageType: 'DISK',
          sourceImage: disk.uuid,
          vmUuid: clone.uuid,
          primary: disk.primary,
          device: disk.device,
          createdAt: now,
          updatedAt: now,
        })
      }
      return { uuid: clone.uuid }
    },
  }),

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
      await unassignFloatingIps(tx, eq(floatingIps.assignedTo, vm.uuid), now)
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

  'vm.storage.create': kind({
    payload: SizedDiskPayload,
    duration: () => 'storage',
    async complete(tx, op, p) {
      const { diskUuid, sizeGb } = op.payload
      const vm = await liveVm(tx, op.resourceUuid!)
      const taken = (await vmDisks(tx, vm.uuid)).map((d) => d.device)
      const now = p.clock()
      await tx.insert(disks).values({
        uuid: diskUuid,
        location: vm.location,
        userId: vm.userId,
        billingAccountId: vm.billingAccountId,
        sizeGb,
        vmUuid: vm.uuid,
        device: nextDevice(taken),
        createdAt: now,
        updatedAt: now,
      })
      return { diskUuid }
    },
  }),

  'vm.storage.resize': kind({
    payload: SizedDiskPayload,
    duration: () => 'storage',
    async complete(tx, op, p) {
      const { diskUuid, sizeGb } = op.payload
      const [disk] = await tx.select().from(disks).where(eq(disks.uuid, diskUuid))
      if (!disk || disk.vmUuid !== op.resourceUuid)
        throw new WarrenError(400, 'The disk is not attached to this virtual machine')
      await tx
        .update(disks)
        .set({ sizeGb: Math.max(disk.sizeGb, sizeGb), updatedAt: p.clock() })
        .where(eq(disks.uuid, diskUuid))
      return { diskUuid }
    },
  }),

  'vm.storage.delete': kind({
    payload: DiskPayload,
    duration: () => 'storage',
    async complete(tx, op) {
      const { diskUuid } = op.payload
      await tx.delete(replicas).where(eq(replicas.diskUuid, diskUuid))
      await tx.delete(disks).where(and(eq(disks.uuid, diskUuid), eq(disks.primary, false)))
      return { success: true }
    },
  }),

  'vm.storage.attach': kind({
    payload: DiskPayload,
    duration: () => 'attach',
    async complete(tx, op, p) {
      const { diskUuid } = op.payload
      const vm = await liveVm(tx, op.resourceUuid!)
      const device = nextDevice((await vmDisks(tx, vm.uuid)).map((d) => d.device))
      const rows = await tx
        .update(disks)
        .set({ vmUuid: vm.uuid, device, updatedAt: p.clock() })
        .where(and(eq(disks.uuid, diskUuid), isNull(disks.vmUuid)))
        .returning({ uuid: disks.uuid })
      if (rows.length === 0) throw new WarrenError(400, 'The disk is already attached to a virtual machine')
      return { diskUuid }
    },
  }),

  'vm.storage.detach': kind({
    payload: DiskPayload,
    duration: () => 'attach',
    async complete(tx, op, p) {
      const { diskUuid } = op.payload
      await tx
        .update(disks)
        .set({ vmUuid: null, device: null, updatedAt: p.clock() })
        .where(and(eq(disks.uuid, diskUuid), eq(disks.vmUuid, op.resourceUuid!), eq(disks.primary, false)))
      return { success: true }
    },
  }),

  'vm.replica.create': kind({
    payload: z.object({ diskUuid: uuid, type: z.string(), name: z.string().nullable() }),
    duration: () => 'replica',
    async complete(tx, op, p) {
      const { diskUuid, type, name } = op.payload
      const [disk] = await tx.select().from(disks).where(eq(disks.uuid, diskUuid))
      if (!disk) throw new WarrenError(400, 'The disk no longer exists')
      await insertReplica(tx, disk, { type, name, at: p.clock(), now: p.clock() })
      return { diskUuid }
    },
  }),

  'vm.replica.delete': kind({
    payload: z.object({ replicaUuid: uuid }),
    duration: () => 'storage',
    async complete(tx, op) {
      await tx.delete(replicas).where(eq(replicas.uuid, op.payload.replicaUuid))
      return { success: true }
    },
  }),
}

/** Every VM operation handler, for the VM module's `operations` (modules.ts registers them with the runner). */
export function vmOperations(p: Platform): Record<string, OperationHandler> {
  return Object.fromEntries(
    (Object.entries(handlers) as [string, VmOperation<z.ZodType>][]).map(([name, handler]) => [
      name,
      operationHandler({
        payload: handler.payload,
        durationMs: (op) => DEMO_DURATIONS_MS[handler.duration(op)],
        complete: (tx, op) => handler.complete(tx, op, p),
      }),
    ]),
  )
}
