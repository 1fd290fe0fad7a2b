/**
 * The admin side of bare metal (issue 14; routes/admin-metal.ts): machine types with their price (the type's own
 * BARE_METAL_SERVER rule set `metal:<name>` in the price list, set from now by a create or a price edit), the stock
 * of machines with their states and leases, a machine's history (its leases, the customers' lease and release
 * events and the administrators' audit entries) and the bare-metal OS images. Every change is audited in its own
 * transaction.
 */
import { randomUUID } from 'node:crypto'
import {
  metalRuleSet,
  type AdminMachine,
  type AdminMachineLease,
  type AdminMetalOs,
  type AdminMetalType,
  type MachineCreateInput,
  type MachineEvent,
  type MachineHistory,
  type MetalMachineState,
  type MetalTypeCreateInput,
  type MetalTypeUpdateInput,
} from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  adminMachineByUuid,
  adminMetalTypeRows,
  insertMachine,
  lastMetalTypePosition,
  leaseCountsByOs,
  leasesOfMachine,
  machineNamed,
  metalTypeByUuid,
  metalTypeStock,
  updateMachine,
  updateMetalImageVersions,
  updateMetalType,
  type AdminMachineRow,
  type MachineLeaseRow,
} from '../store/admin/metal.js'
import { listAudit } from '../store/audit.js'
import { findImage, listImageRows, type ImageRow } from '../store/images.js'
import { locationBySlug } from '../store/locations.js'
import { insertMetalTypes, lockMachineRow, metalTypeByName, type MetalTypeRow } from '../store/metal.js'
import type { DbOrTx } from '../store/store.js'
import { recordAudit, toAuditEntry } from './audit.js'
import { specOf } from './metal.js'
import { changePriceIn, priceNow } from './prices.js'

/** The resource type of a machine's price (SPEC §3 Pricing). */
const METAL_RESOURCE = 'BARE_METAL_SERVER'
/** Audit target types. */
const TYPE = 'metal_type'
const MACHINE = 'metal_machine'
const OS = 'metal_os'

const typeNotFound = () => new WarrenError(404, 'Machine type not found')
const machineNotFound = () => new WarrenError(404, 'Machine not found')
const osNotFound = () => new WarrenError(404, 'Operating system not found')

const field = (name: string, message: string) => new WarrenError(400, message, { [name]: message })

// ---------------------------------------------------------------------------------------------------------
// Machine types

async function toAdminType(p: Platform, db: DbOrTx, row: MetalTypeRow): Promise<AdminMetalType> {
  const [price, stock] = await Promise.all([
    priceNow(p, db, metalRuleSet(row.name), METAL_RESOURCE),
    metalTypeStock(db),
  ])
  const own = stock.get(row.id) ?? { machines: 0, leased: 0 }
  return {
    uuid: row.uuid,
    ...specOf(row),
    ui_position: row.uiPosition,
    hourly_price: price?.price ?? '0',
    currency: price?.currency ?? '',
    machine_count: own.machines,
    leased_count: own.leased,
    retired: row.retiredAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}

/** Every machine type (retired last) with its price now and its stock. */
export async function adminMetalTypes(p: Platform): Promise<AdminMetalType[]> {
  const db = p.store.db
  const rows = await adminMetalTypeRows(db)
  return Promise.all(rows.map((row) => toAdminType(p, db, row)))
}

async function oneType(p: Platform, db: DbOrTx, uuid: string): Promise<AdminMetalType> {
  const row = await metalTypeByUuid(db, uuid)
  if (!row) throw typeNotFound()
  return toAdminType(p, db, row)
}

/** The price of a type in the default currency from now (a new price list version, audited as a price change). */
async function setTypePrice(p: Platform, tx: DbOrTx, principal: Principal, name: string, price: string) {
  const current = await priceNow(p, tx, metalRuleSet(name), METAL_RESOURCE)
  if (!current) throw field('hourly_price', 'No price list to change: the platform has none')
  await changePriceIn(p, tx, principal, {
    currency: current.currency,
    rule_set: metalRuleSet(name),
    resource_type: METAL_RESOURCE,
    price_per_unit: price,
    description: `Bare metal server ${name}`,
  })
}

/** Adds a machine type with its hourly price; 400 on the name when one exists. */
export async function createMetalType(
  p: Platform,
  principal: Principal,
  input: MetalTypeCreateInput,
): Promise<AdminMetalType> {
  const db = p.store.db
  if (await metalTypeByName(db, input.name)) throw field('name', `A machine type named ${input.name} exists`)
  return db.transaction(async (tx) => {
    const [row] = await insertMetalTypes(tx, [
      {
        uuid: randomUUID(),
        name: input.name,
        displayName: input.display_name,
        cpuModel: input.cpu_model,
        cpuCores: input.cpu_cores,
        ramGb: input.ram_gb,
        disks: input.disks,
        uiPosition: input.ui_position ?? (await lastMetalTypePosition(tx)) + 1,
        createdAt: p.clock(),
      },
    ])
    await setTypePrice(p, tx, principal, input.name, input.hourly_price)
    const after = await toAdminType(p, tx, row!)
    await recordAudit(tx, principal, 'metal_type.create', { type: TYPE, id: row!.uuid }, null, after)
    return after
  })
}

/**
 * Runs a change of a type that is not retired (409 otherwise) and its audit entry in one transaction: `check`
 * refuses before anything changes, `change` writes; answers what the type became.
 */
async function changeType(
  p: Platform,
  principal: Principal,
  uuid: string,
  action: string,
  check: (before: AdminMetalType) => void,
  change: (tx: DbOrTx, before: AdminMetalType) => Promise<void>,
): Promise<AdminMetalType> {
  const db = p.store.db
  const before = await oneType(p, db, uuid)
  if (before.retired) throw new WarrenError(409, 'This machine type is retired')
  check(before)
  return db.transaction(async (tx) => {
    await change(tx, before)
    const after = await oneType(p, tx, uuid)
    await recordAudit(tx, principal, action, { type: TYPE, id: uuid }, before, after)
    return after
  })
}

/** Changes a type's hardware, position or price (a price differing from the current one applies from now). */
export function updateMetalTypeOf(
  p: Platform,
  principal: Principal,
  uuid: string,
  input: MetalTypeUpdateInput,
): Promise<AdminMetalType> {
  return changeType(
    p,
    principal,
    uuid,
    'metal_type.update',
    () => undefined,
    async (tx, before) => {
      await updateMetalType(tx, uuid, {
        displayName: input.display_name,
        cpuModel: input.cpu_model,
        cpuCores: input.cpu_cores,
        ramGb: input.ram_gb,
        disks: input.disks,
        uiPosition: input.ui_position,
      })
      if (input.hourly_price !== undefined && Number(input.hourly_price) !== Number(before.hourly_price)) {
        await setTypePrice(p, tx, principal, before.name, input.hourly_price)
      }
    },
  )
}

/** Retires a type: customers no longer see or lease it; leases running go on. Its stock must be retired first. */
export function retireMetalType(p: Platform, principal: Principal, uuid: string): Promise<AdminMetalType> {
  return changeType(
    p,
    principal,
    uuid,
    'metal_type.retire',
    (before) => {
      if (before.machine_count > 0) {
        throw new WarrenError(
          409,
          `Retire the ${before.machine_count} machine(s) of ${before.display_name} first: a type in stock stays offered`,
        )
      }
    },
    (tx) => updateMetalType(tx, uuid, { retiredAt: p.clock() }),
  )
}

// ---------------------------------------------------------------------------------------------------------
// Machines

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function toLease(l: MachineLeaseRow): AdminMachineLease {
  return {
    uuid: l.uuid,
    display_name: l.displayName,
    status: l.status,
    user_id: l.userId,
    owner_email: l.ownerEmail,
    billing_account_id: l.billingAccountId,
    created_at: l.createdAt.toISOString(),
    released_at: iso(l.releasedAt),
  }
}

/** A machine in the admin API's shape. */
export function toAdminMachine(m: AdminMachineRow): AdminMachine {
  const state: AdminMachine['state'] =
    m.retiredAt !== null ? 'retired' : m.leaseUuid !== null ? 'leased' : (m.state as MetalMachineState)
  return {
    uuid: m.uuid,
    location: m.location,
    serial: m.serial,
    hostname: m.hostname,
    ip_address: m.ipAddress,
    machine_type: m.typeName,
    machine_type_display_name: m.typeDisplayName,
    state,
    lease: m.lease ? toLease(m.lease) : null,
    created_at: m.createdAt.toISOString(),
    retired_at: iso(m.retiredAt),
  }
}

async function oneMachine(db: DbOrTx, uuid: string): Promise<AdminMachine> {
  const row = await adminMachineByUuid(db, uuid)
  if (!row) throw machineNotFound()
  return toAdminMachine(row)
}

/** Adds a machine, available, to a location's stock; 400 on the field that is unknown or taken. */
export async function createMachine(
  p: Platform,
  principal: Principal,
  input: MachineCreateInput,
): Promise<AdminMachine> {
  const db = p.store.db
  if (!(await locationBySlug(db, input.location)))
    throw field('location', `Unknown location: ${input.location}`)
  const type = await metalTypeByName(db, input.machine_type)
  if (!type || type.retiredAt !== null) {
    throw field('machine_type', `Unknown machine type: ${input.machine_type}`)
  }
  if (await machineNamed(db, { hostname: input.hostname })) {
    throw field('hostname', `A machine named ${input.hostname} exists`)
  }
  if (await machineNamed(db, { serial: input.serial })) {
    throw field('serial', `A machine with serial ${input.serial} exists`)
  }
  const uuid = randomUUID()
  return db.transaction(async (tx) => {
    await insertMachine(tx, {
      uuid,
      location: input.location,
      typeId: type.id,
      hostname: input.hostname,
      serial: input.serial,
      ipAddress: input.ip_address,
      state: 'available',
      createdAt: p.clock(),
    })
    const after = await oneMachine(tx, uuid)
    await recordAudit(tx, principal, 'metal_machine.create', { type: MACHINE, id: uuid }, null, after)
    return after
  })
}

/**
 * Changes a machine in stock that no lease holds (409 otherwise), its row locked so a lease being taken at the same
 * time waits, and records the audit entry in the same transaction.
 */
function changeIdleMachine(
  p: Platform,
  principal: Principal,
  uuid: string,
  action: string,
  values: Parameters<typeof updateMachine>[2],
): Promise<AdminMachine> {
  return p.store.db.transaction(async (tx) => {
    await lockMachine(tx, uuid)
    const before = await oneMachine(tx, uuid)
    if (before.retired_at !== null) throw new WarrenError(409, 'This machine is retired')
    if (before.lease) {
      throw new WarrenError(
        409,
        `The machine is leased by ${before.lease.owner_email}: change it once the lease is released`,
      )
    }
    await updateMachine(tx, uuid, values)
    const after = await oneMachine(tx, uuid)
    await recordAudit(tx, principal, action, { type: MACHINE, id: uuid }, before, after)
    return after
  })
}

/** Puts a machine in maintenance, back to available, or marks it broken (never while a lease holds it). */
export function setMachineState(
  p: Platform,
  principal: Principal,
  uuid: string,
  state: MetalMachineState,
): Promise<AdminMachine> {
  return changeIdleMachine(p, principal, uuid, 'metal_machine.state', { state })
}

/** Retires a machine out of the stock (kept for its history); never while a lease holds it. */
export function retireMachine(p: Platform, principal: Principal, uuid: string): Promise<AdminMachine> {
  return changeIdleMachine(p, principal, uuid, 'metal_machine.retire', { retiredAt: p.clock() })
}

/** Locks the machine's row so a lease being taken at the same time waits (store/metal.ts takeFreeMachine). */
async function lockMachine(tx: DbOrTx, uuid: string) {
  if (!(await lockMachineRow(tx, uuid))) throw machineNotFound()
}

/** A machine's history: the machine, its leases (newest first) and every event, newest first. */
export async function machineHistory(p: Platform, location: string, uuid: string): Promise<MachineHistory> {
  const db = p.store.db
  const row = await adminMachineByUuid(db, uuid)
  if (!row || row.location !== location) throw machineNotFound()
  const [leases, audit] = await Promise.all([
    leasesOfMachine(db, uuid),
    listAudit(db, { limit: 500, targetType: MACHINE, targetId: uuid }),
  ])
  const events: MachineEvent[] = [
    ...leases.flatMap((l) => [
      {
        at: l.createdAt.toISOString(),
        kind: 'lease' as const,
        actor_user_id: l.userId,
        actor_email: l.ownerEmail,
        action: 'lease',
        lease_uuid: l.uuid,
      },
      ...(l.releasedAt
        ? [
            {
              at: l.releasedAt.toISOString(),
              kind: 'release' as const,
              actor_user_id: l.userId,
              actor_email: l.ownerEmail,
              action: 'release',
              lease_uuid: l.uuid,
            },
          ]
        : []),
    ]),
    ...audit.map((a) => ({
      at: a.createdAt.toISOString(),
      kind: 'admin' as const,
      actor_user_id: a.actorUserId,
      actor_email: a.actorEmail,
      action: a.action,
      lease_uuid: null,
    })),
  ].sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0))
  return {
    machine: toAdminMachine(row),
    leases: leases.map(toLease),
    events,
    audit: audit.map(toAuditEntry),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Operating systems

function toAdminOs(row: ImageRow, leases: Map<string, number>): AdminMetalOs {
  return {
    os_name: row.osName,
    display_name: row.displayName,
    versions: row.versions,
    lease_count: leases.get(row.osName) ?? 0,
  }
}

/** Every bare-metal OS image with all its versions. */
export async function adminMetalOs(db: DbOrTx): Promise<AdminMetalOs[]> {
  const [rows, leases] = await Promise.all([listImageRows(db, 'metal'), leaseCountsByOs(db)])
  return rows.map((row) => toAdminOs(row, leases))
}

/** Publishes or unpublishes one version (customers lease published versions only). */
export async function publishMetalOsVersion(
  p: Platform,
  principal: Principal,
  osName: string,
  osVersion: string,
  published: boolean,
): Promise<AdminMetalOs> {
  const db = p.store.db
  const row = await findImage(db, 'metal', osName)
  if (!row) throw osNotFound()
  if (!row.versions.some((v) => v.os_version === osVersion)) {
    throw new WarrenError(404, `Unknown version ${osVersion} of ${osName}`)
  }
  return db.transaction(async (tx) => {
    const leases = await leaseCountsByOs(tx)
    const before = toAdminOs(row, leases)
    const versions = row.versions.map((v) => (v.os_version === osVersion ? { ...v, published } : v))
    await updateMetalImageVersions(tx, osName, versions)
    const after = toAdminOs({ ...row, versions }, leases)
    await recordAudit(
      tx,
      principal,
      published ? 'metal_os.publish' : 'metal_os.unpublish',
      { type: OS, id: osName },
      before,
      after,
    )
    return after
  })
}
