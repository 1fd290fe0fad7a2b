/**
 * VM create and clone (SPEC §4, API-NOTES §7): the VM on its network (the user's default one when none is given),
 * its boot disk (a new one or an existing unattached disk) and its public IP, in the operation's one transaction.
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { reserveVmPublicIp } from '../services/floating-ips.js'
import { placeVm } from '../services/hosts.js'
import { allocatePrivateIp, ensureDefaultNetwork, newMac } from '../services/networks.js'
import { hostnameOf } from '../services/vms.js'
import { attachFreeDisk, insertDisk } from '../store/disks.js'
import { hasFloatingIp } from '../store/floating-ips.js'
import { networkByUuid } from '../store/networks.js'
import type { Tx } from '../store/store.js'
import { insertVmRow, vmByUuid } from '../store/vms.js'
import { int, kind, liveVm, uuid, vmDisks } from './vm-common.js'

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

async function insertVm(
  tx: Tx,
  p: Platform,
  values: Omit<VmCreatePayload, 'disk' | 'reservePublicIp'> & { status: string },
  reservePublicIp: boolean,
) {
  const now = p.clock()
  const network = values.networkUuid
    ? await networkByUuid(tx, values.networkUuid)
    : await ensureDefaultNetwork(
        tx,
        { userId: values.userId, billingAccountId: values.billingAccountId, location: values.location },
        now,
      )
  if (!network) throw new WarrenError(400, 'Network UUID is invalid.')
  const privateIpv4 = await allocatePrivateIp(tx, network)
  const vm = await insertVmRow(tx, {
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
  if (reservePublicIp) await reserveVmPublicIp(tx, vm, now)
  return vm
}

/** The create and clone handlers. */
export const createOperations = {
  'vm.create': kind({
    payload: VmCreatePayloadSchema,
    duration: () => 'create',
    async complete(tx, op, p) {
      const payload = op.payload
      if (await vmByUuid(tx, payload.uuid)) return { uuid: payload.uuid }
      const { disk, reservePublicIp, ...values } = payload
      const vm = await insertVm(tx, p, { ...values, status: 'running' }, reservePublicIp)
      const now = p.clock()
      if (disk.kind === 'existing') {
        const taken = await attachFreeDisk(
          tx,
          disk.uuid,
          { vmUuid: vm.uuid, primary: true, device: 'vda' },
          now,
        )
        if (!taken) throw new WarrenError(400, 'The disk is attached to another virtual machine')
      } else {
        await insertDisk(tx, {
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
      const sourceHasIp = await hasFloatingIp(tx, source.uuid)
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
        sourceHasIp,
      )
      const now = p.clock()
      for (const disk of await vmDisks(tx, source.uuid)) {
        await insertDisk(tx, {
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
}
