/**
 * The stock of machines and their states (issue 14 /metal/machines): add, maintenance, broken, available,
 * retired; never changed while a lease holds the machine (its row locked against a lease being taken).
 */
import { randomUUID } from 'node:crypto'
import {
  type AdminMachine,
  type AdminMachineLease,
  type MachineCreateInput,
  type MetalMachineState,
} from '@cirrus/domain'
import type { Principal } from '../../http/env.js'
import { WarrenError } from '../../http/errors.js'
import type { Platform } from '../../platform.js'
import {
  adminMachineByUuid,
  insertMachine,
  machineNamed,
  updateMachine,
  type AdminMachineRow,
  type MachineLeaseRow,
} from '../../store/admin/metal.js'
import { locationBySlug } from '../../store/locations.js'
import { lockMachineRow, metalTypeByName } from '../../store/metal.js'
import type { DbOrTx } from '../../store/store.js'
import { recordAudit } from '../audit.js'
import { MACHINE, field, machineNotFound } from './common.js'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toLease(l: MachineLeaseRow): AdminMachineLease {
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
