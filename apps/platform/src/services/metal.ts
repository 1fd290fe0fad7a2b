/**
 * Bare metal (routes/metal.ts; CONTRACTS.md "Non-Warren endpoints"): machine types with their stock per location,
 * leases and their life — provisioning (the `metal.provision` operation installs the OS on the machine) → active
 * (billed hourly, meter-sources.ts metalLeaseSource) → released (`metal.release` wipes the machine and puts it back
 * in stock). Warren publishes no bare-metal API; these calls follow its conventions.
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import {
  DEMO_METAL_SPECS,
  isBareMetalEnabled,
  type MetalLeaseCreateInput,
  type MetalSpec,
  type WarrenMetalLease,
  type WarrenMetalType,
} from '@cirrus/domain'
import { hashPassword } from '../auth/secrets.js'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { operationHandler, type OperationHandler } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import {
  clearLeaseBusy,
  freeMachine,
  freeMachineCounts,
  insertLease,
  insertMachines,
  insertMetalTypes,
  leaseByUuid,
  listMetalTypes,
  machineByUuid,
  metalTypeByName,
  metalTypeCount,
  takeFreeMachine,
  updateLease,
  type MetalLeaseRow,
  type MetalMachineRow,
  type MetalTypeRow,
} from '../store/metal.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { readConsoleConfig } from './console-config.js'
import { warrenTime } from './format.js'
import { listImages } from './images.js'
import { checkQuota } from './quotas.js'

/** Demo durations (ms, × OPERATION_TIME_SCALE): a real install takes minutes; the demo keeps it visible. */
export const METAL_DURATIONS_MS = { provision: 4000, release: 1500 } as const

/** The refusal of every lease call while bare metal is switched off (SPEC §6). */
export const METAL_DISABLED_MESSAGE =
  'Bare metal is switched off on this platform: an administrator enables it in the platform configuration'

/** 409 while another operation holds the lease. */
export const METAL_BUSY_MESSAGE =
  'The bare metal lease is busy with another operation; try again when it ends'

/** Refuses (400) when the operator switched bare metal off (the `bare_metal` feature or the admin flag). */
export async function assertMetalEnabled(db: DbOrTx): Promise<void> {
  if (!isBareMetalEnabled(await readConsoleConfig(db))) throw new WarrenError(400, METAL_DISABLED_MESSAGE)
}

/** The hardware of a machine type row (what a lease keeps, what the admin shows). */
export const specOf = (row: MetalTypeRow): MetalSpec => ({
  name: row.name,
  display_name: row.displayName,
  cpu_model: row.cpuModel,
  cpu_cores: row.cpuCores,
  ram_gb: row.ramGb,
  disks: row.disks,
})

/** The machine types with their free stock in a location (retired types are no longer offered). */
export async function metalTypesIn(db: DbOrTx, location: string): Promise<WarrenMetalType[]> {
  const [rows, free] = await Promise.all([listMetalTypes(db), freeMachineCounts(db, location)])
  return rows
    .filter((row) => row.retiredAt === null)
    .map((row) => ({
      uuid: row.uuid,
      ...specOf(row),
      available: free.get(row.id) ?? 0,
      ui_position: row.uiPosition,
    }))
}

/** The platform's lease object. */
export function toWarrenLease(row: MetalLeaseRow): WarrenMetalLease {
  return {
    uuid: row.uuid,
    display_name: row.displayName,
    status: row.status as WarrenMetalLease['status'],
    machine_type: row.spec as MetalSpec,
    os_name: row.osName,
    os_version: row.osVersion,
    hostname: row.hostname,
    ip_address: row.ipAddress,
    login: row.login as WarrenMetalLease['login'],
    user_id: row.userId,
    billing_account_id: row.billingAccountId,
    created_at: warrenTime(row.createdAt),
    activated_at: row.activatedAt ? warrenTime(row.activatedAt) : null,
    released_at: row.releasedAt ? warrenTime(row.releasedAt) : null,
  }
}

/** An operator's view of one machine of the stock. */
export function toWarrenMachine(row: MetalMachineRow, types: MetalTypeRow[]) {
  return {
    uuid: row.uuid,
    hostname: row.hostname,
    machine_type: types.find((t) => t.id === row.typeId)?.name ?? null,
    ip_address: row.ipAddress,
    lease_uuid: row.leaseUuid,
  }
}

/** The OS of a lease from `GET /metal/os` (unpublished versions for administrators only), else 400 on the field. */
async function checkMetalOs(db: DbOrTx, principal: Principal, osName: string, osVersion: string) {
  const image = (await listImages(db, 'metal', principal.user.isAdmin)).find((i) => i.os_name === osName)
  if (!image) {
    const message = `Unknown bare metal OS: ${osName}`
    throw new WarrenError(400, message, { os_name: message })
  }
  if (!image.versions.some((v) => v.os_version === osVersion)) {
    const message = `Unknown version ${osVersion} of ${osName}`
    throw new WarrenError(400, message, { os_version: message })
  }
}

/** The message of a create when no machine of the type is free in the location. */
export function outOfStockMessage(type: MetalTypeRow, location: string): string {
  return (
    `No ${type.displayName} (${type.name}) bare metal server is free in ${location}: ` +
    'choose another machine type or location, or try again later'
  )
}

/**
 * Leases a machine: checks the type and OS, then in ONE transaction checks the quota, takes a free machine of the
 * type (409 when none is left), inserts the lease `provisioning` and submits its `metal.provision` operation with
 * the lease marked busy. Returns the lease row and the operation id (the caller starts it).
 */
export async function createLease(
  p: Platform,
  principal: Principal,
  location: string,
  billingAccountId: number,
  input: MetalLeaseCreateInput,
): Promise<{ lease: MetalLeaseRow; operationId: number }> {
  const db = p.store.db
  const type = await metalTypeByName(db, input.machine_type)
  if (!type || type.retiredAt !== null) {
    const message = `Unknown machine type: ${input.machine_type}`
    throw new WarrenError(400, message, { machine_type: message })
  }
  await checkMetalOs(db, principal, input.os_name, input.os_version)
  const payload = {
    passwordHash: input.password ? await hashPassword(input.password, 2 ** 12) : null,
    publicKey: input.public_key ?? null,
  }
  return db.transaction(async (tx) => {
    await checkQuota(tx, p.settings, billingAccountId, { metal_leases: 1 })
    const uuid = randomUUID()
    const machine = await takeFreeMachine(tx, location, type.id, uuid)
    if (!machine) {
      const message = outOfStockMessage(type, location)
      throw new WarrenError(409, message, { machine_type: message })
    }
    const now = p.clock()
    const inserted = await insertLease(tx, {
      uuid,
      location,
      userId: principal.user.id,
      billingAccountId,
      displayName: input.display_name ?? machine.hostname,
      typeName: type.name,
      spec: specOf(type),
      machineUuid: machine.uuid,
      hostname: machine.hostname,
      osName: input.os_name,
      osVersion: input.os_version,
      login: input.public_key ? 'ssh_key' : 'password',
      status: 'provisioning',
      createdAt: now,
      updatedAt: now,
    })
    const operationId = await p.ops.submit(tx, {
      kind: 'metal.provision',
      payload: { leaseUuid: uuid, ...payload },
      resourceUuid: uuid,
      userId: principal.user.id,
    })
    const lease = await updateLease(tx, uuid, { busyOperationId: operationId })
    return { lease: { ...inserted, ...lease }, operationId }
  })
}

/**
 * Submits the release of a lease: 409 while another operation holds it or it is still provisioning, 400 when it
 * is already released. Returns the operation id.
 */
export async function submitRelease(p: Platform, tx: Tx, lease: MetalLeaseRow, userId: number) {
  if (lease.status === 'released') {
    throw new WarrenError(400, 'This bare metal lease is already released')
  }
  if (lease.busyOperationId !== null) throw new WarrenError(409, METAL_BUSY_MESSAGE)
  const id = await p.ops.submit(tx, {
    kind: 'metal.release',
    payload: { leaseUuid: lease.uuid },
    resourceUuid: lease.uuid,
    userId,
  })
  await updateLease(tx, lease.uuid, { busyOperationId: id })
  return id
}

const LeasePayloadSchema = z.object({ leaseUuid: z.string().min(1) })

/** The bare-metal operation handlers, for the metal module's `operations` (modules.ts). */
export function metalOperations(p: Platform): Record<string, OperationHandler> {
  const lease = async (tx: Tx, uuid: string) => {
    const row = await leaseByUuid(tx, uuid)
    if (!row) throw new WarrenError(500, `Bare metal lease ${uuid} disappeared`)
    return row
  }
  // A failed or abandoned operation leaves the lease as it was (provision: released, machine back in stock).
  const release = async (tx: Tx, row: MetalLeaseRow) => {
    await freeMachine(tx, row.machineUuid)
    const now = p.clock()
    return updateLease(tx, row.uuid, {
      status: 'released',
      ipAddress: null,
      releasedAt: now,
      updatedAt: now,
      busyOperationId: null,
    })
  }
  return {
    'metal.provision': operationHandler({
      payload: LeasePayloadSchema.passthrough(),
      durationMs: () => METAL_DURATIONS_MS.provision,
      async complete(tx, op) {
        const row = await lease(tx, op.payload.leaseUuid)
        const machine = await machineOf(tx, row)
        const now = p.clock()
        const active = await updateLease(tx, row.uuid, {
          status: 'active',
          ipAddress: machine.ipAddress,
          activatedAt: now,
          updatedAt: now,
          busyOperationId: null,
        })
        return toWarrenLease(active)
      },
      async rollback(tx, op) {
        const row = await leaseByUuid(tx, op.payload.leaseUuid)
        if (row && row.status === 'provisioning') await release(tx, row)
        await clearLeaseBusy(tx, op.id)
      },
    }),
    'metal.release': operationHandler({
      payload: LeasePayloadSchema,
      durationMs: () => METAL_DURATIONS_MS.release,
      async complete(tx, op) {
        return toWarrenLease(await release(tx, await lease(tx, op.payload.leaseUuid)))
      },
      async rollback(tx, op) {
        await clearLeaseBusy(tx, op.id)
      },
    }),
  }
}

async function machineOf(tx: Tx, row: MetalLeaseRow): Promise<MetalMachineRow> {
  const machine = await machineByUuid(tx, row.machineUuid)
  if (!machine) throw new WarrenError(500, `Machine ${row.machineUuid} disappeared`)
  return machine
}

/** How many machines of each demo type every location stocks. */
const STOCK_PER_LOCATION: Record<string, number> = { 'bm.small': 4, 'bm.medium': 3, 'bm.large': 2 }

/**
 * The bare-metal catalogue (seed.ts): the demo machine types and a stock of machines in every location, each
 * with its host name and a documentation-range address (203.0.113.0/24). Only on an empty table.
 */
export async function seedMetalCatalogue(db: DbOrTx, locations: readonly string[]): Promise<void> {
  if ((await metalTypeCount(db)) > 0) return
  const types = await insertMetalTypes(
    db,
    DEMO_METAL_SPECS.map((spec, i) => ({
      uuid: randomUUID(),
      name: spec.name,
      displayName: spec.display_name,
      cpuModel: spec.cpu_model,
      cpuCores: spec.cpu_cores,
      ramGb: spec.ram_gb,
      disks: spec.disks,
      uiPosition: i + 1,
    })),
  )
  let host = 10
  const machines = locations.flatMap((location) =>
    types.flatMap((type) =>
      Array.from({ length: STOCK_PER_LOCATION[type.name] ?? 2 }, (_, i) => ({
        uuid: randomUUID(),
        location,
        typeId: type.id,
        hostname: `${location}-${type.name.replace('.', '-')}-${String(i + 1).padStart(2, '0')}`,
        serial: `CZ${String(host).padStart(8, '0')}`,
        ipAddress: `203.0.113.${host++}`,
      })),
    ),
  )
  await insertMachines(db, machines)
}
