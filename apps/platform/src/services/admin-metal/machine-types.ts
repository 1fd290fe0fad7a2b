/**
 * Machine types and their price (issue 14 /metal/specs): the type's own BARE_METAL_SERVER rule set
 * `metal:<name>` in the price list, set from now by a create or a price edit; a type with stock cannot retire.
 */
import { randomUUID } from 'node:crypto'
import {
  metalRuleSet,
  type AdminMetalType,
  type MetalTypeCreateInput,
  type MetalTypeUpdateInput,
} from '@cirrus/domain'
import type { Principal } from '../../http/env.js'
import { WarrenError } from '../../http/errors.js'
import type { Platform } from '../../platform.js'
import {
  adminMetalTypeRows,
  lastMetalTypePosition,
  metalTypeByUuid,
  metalTypeStock,
  updateMetalType,
} from '../../store/admin/metal.js'
import { insertMetalTypes, metalTypeByName, type MetalTypeRow } from '../../store/metal.js'
import type { DbOrTx } from '../../store/store.js'
import { recordAudit } from '../audit.js'
import { specOf } from '../metal.js'
import { changePriceIn, priceNow } from '../prices.js'
import { TYPE, field } from './common.js'

/** The resource type of a machine's price (SPEC §3 Pricing). */
const METAL_RESOURCE = 'BARE_METAL_SERVER'

const typeNotFound = () => new WarrenError(404, 'Machine type not found')

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
