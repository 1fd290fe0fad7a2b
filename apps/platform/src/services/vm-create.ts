/**
 * Checking a VM create (API-NOTES §7.3, §7.6) and turning it into the payload of a `vm.create` operation. Every
 * check happens here, before anything is written; the operation only applies the result.
 */
import { randomUUID } from 'node:crypto'
import type { VmCreateInput } from '@cirrus/domain'
import { canAccess } from '../access.js'
import { hashPassword } from '../auth/secrets.js'
import type { LocationRow, Principal } from '../http/env.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate } from './billing-accounts.js'
import type { VmCreatePayload } from '../sim/vm-operations.js'
import { networkByUuid } from '../store/networks.js'
import { diskByUuid, replicaOfVm, vmByUuid } from '../store/vms.js'
import { checkCapacity } from './hosts.js'
import { EMPTY_OS, resolveVmImage } from './images.js'
import { DEFAULT_USERNAME } from './vm-parameters.js'
import {
  checkGuestLimits,
  checkPublicKeys,
  checkVmPassword,
  checkVmText,
  checkVmUsername,
  cloudInitDefinesUsers,
  resolveHostPool,
} from './vms.js'

/** scrypt cost for guest passwords: the simulator never needs them again, and creates must stay fast. */
const GUEST_PASSWORD_COST = 2 ** 12

/** Validates a VM create for this principal and location; returns the operation payload. */
export async function prepareVmCreate(
  p: Platform,
  principal: Principal,
  location: LocationRow,
  input: VmCreateInput,
): Promise<VmCreatePayload> {
  const db = p.store.db
  const account = await billingAccountForCreate(p, principal, input.billing_account_id, true)
  checkVmText('name', input.name)
  const pool = await resolveHostPool(db, location, input.designated_pool_uuid)

  // The boot disk: an existing disk, another VM's snapshot or backup, or a new disk from an image (or empty).
  let osName: string = EMPTY_OS.osName
  let osVersion: string = EMPTY_OS.osVersion
  let licenseType: string | null = null
  let disk: VmCreatePayload['disk']
  if (input.disk_uuid) {
    const row = await diskByUuid(db, input.disk_uuid)
    if (!row || row.location !== location.slug || !canAccess(principal, row)) {
      throw new WarrenError(400, 'Disk not found', { disk_uuid: 'Disk not found' })
    }
    if (row.vmUuid) {
      const message = 'The disk is attached to a virtual machine'
      throw new WarrenError(400, message, { disk_uuid: message })
    }
    if (row.sourceImageType === 'OS_BASE' && row.sourceImage?.includes('_')) {
      ;[osName, osVersion] = [row.sourceImage.split('_')[0]!, row.sourceImage.split('_').slice(1).join('_')]
    }
    disk = { kind: 'existing', uuid: row.uuid }
  } else if (input.source_uuid && input.source_replica) {
    const source = await vmByUuid(db, input.source_uuid)
    if (!source || source.deletedAt || !canAccess(principal, source)) throw noSuchVm(input.source_uuid)
    const replica = await replicaOfVm(db, input.source_replica, source.uuid)
    if (!replica) {
      const message = `No such replica: ${input.source_replica}`
      throw new WarrenError(400, message, { source_replica: message })
    }
    osName = source.osName
    osVersion = source.osVersion
    licenseType = source.licenseType
    const sizeGb = Math.max(input.disks ?? 0, replica.replica.size)
    checkGuestLimits(pool.guestLimits, { disks: sizeGb })
    disk = {
      kind: 'new',
      uuid: randomUUID(),
      sizeGb,
      sourceImageType: 'SNAPSHOT',
      sourceImage: replica.replica.uuid,
    }
  } else {
    if (input.os_name && input.os_name !== EMPTY_OS.osName) {
      const resolved = await resolveVmImage(db, principal, input.os_name, input.os_version)
      osName = resolved.image.osName
      osVersion = resolved.osVersion
      licenseType = resolved.image.licenseType
    }
    const sizeGb = input.disks!
    disk = {
      kind: 'new',
      uuid: randomUUID(),
      sizeGb,
      sourceImageType: osName === EMPTY_OS.osName ? 'EMPTY' : 'OS_BASE',
      sourceImage: osName === EMPTY_OS.osName ? null : `${osName}_${osVersion}`,
    }
  }
  const windows = licenseType === 'WINDOWS'
  checkGuestLimits(pool.guestLimits, {
    vcpu: input.vcpu,
    ram: input.ram,
    ...(disk.kind === 'new' && disk.sourceImageType !== 'SNAPSHOT' ? { disks: disk.sizeGb } : {}),
    windows,
  })
  await checkCapacity(db, pool, { vcpu: input.vcpu, memory: input.ram })

  // Login: password and keys checked as documented; cloud-init users replace the username (API-NOTES §7.3).
  if (input.password !== undefined) checkVmPassword(input.password)
  const publicKeys = [...(input.public_key ? [input.public_key] : []), ...(input.public_keys ?? [])]
  checkPublicKeys(publicKeys, input.public_key ? 'public_key' : 'public_keys')
  if (input.username !== undefined) checkVmUsername(input.username)
  const username = cloudInitDefinesUsers(input.cloud_init)
    ? null
    : (input.username ?? (windows ? DEFAULT_USERNAME.windows : DEFAULT_USERNAME.linux))

  if (input.network_uuid) {
    const network = await networkByUuid(db, input.network_uuid)
    if (!network || network.location !== location.slug || !canAccess(principal, network)) {
      throw new WarrenError(400, 'Network UUID is invalid.', { network_uuid: 'Network UUID is invalid.' })
    }
  }

  return {
    uuid: randomUUID(),
    location: location.slug,
    userId: principal.user.id,
    billingAccountId: account.id,
    name: input.name,
    description: input.description ?? '',
    vcpu: input.vcpu,
    memory: input.ram,
    osName,
    osVersion,
    username,
    passwordHash: input.password ? await hashPassword(input.password, GUEST_PASSWORD_COST) : null,
    publicKeys,
    cloudInit: input.cloud_init ?? null,
    networkUuid: input.network_uuid ?? null,
    designatedPoolUuid: pool.uuid,
    licenseType,
    backup: input.backup ?? false,
    reservePublicIp: input.reserve_public_ip ?? true,
    disk,
  }
}
