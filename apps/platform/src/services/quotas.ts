/**
 * Per-billing-account quotas (CONTRACTS "Quotas"; issue 9, adversarial item 7). Quotas belong to the billing
 * account — Warren bills, scopes restricted tokens and delegates access per billing account, so a customer with two
 * accounts has two budgets, and a grantee creating on someone's account spends that account's quota.
 *
 * Limits: the platform defaults (`settings.quotas`, `QUOTA_*` environment variables) unless an operator set an
 * override (`billing_account_quotas`, `cli.ts quota:set`). Usage: the live resources of the account plus the
 * creates still running as operations (store/quotas.ts). {@link checkQuota} runs inside the create's (or
 * resize's) own transaction after locking the account's row, so concurrent creates queue on that lock and never
 * overshoot. A refused create is Warren's 400 (API-NOTES §1.5: 401/403 mean a bad apikey to Warren clients)
 * naming the quota, its limit and the usage.
 */
import { QUOTA_LABELS, QUOTA_RESOURCES, type Quota, type QuotaResource } from '@cirrus/domain'
import { WarrenError } from '../http/errors.js'
import type { Settings } from '../settings.js'
import {
  lockBillingAccount,
  quotaOverrides,
  quotaUsage,
  upsertQuotaOverrides,
  type QuotaOverrides,
  type QuotaUsageRow,
} from '../store/quotas.js'
import type { Db, DbOrTx, Tx } from '../store/store.js'
import { defaultNetworkOf } from '../store/networks.js'
import { vmDiskTotals } from '../store/vms.js'
import type { VmCreatePayload } from '../sim/vm-operations.js'

/** How much of each quota a create or resize adds (absent or ≤ 0: nothing). */
export type QuotaNeeds = Partial<Record<QuotaResource, number>>

/** The column of each quota in `billing_account_quotas` (and of its usage). */
const COLUMN: Record<QuotaResource, keyof QuotaUsageRow> = {
  vms: 'vms',
  vcpu: 'vcpu',
  ram_mb: 'ramMb',
  disks: 'disks',
  disk_gb: 'diskGb',
  public_ips: 'publicIps',
  networks: 'networks',
  load_balancers: 'loadBalancers',
  buckets: 'buckets',
  managed_services: 'managedServices',
  metal_leases: 'metalLeases',
}

/** The message of a refused create: the quota, its limit, the usage, and what to do. */
export function quotaExceededMessage(
  resource: QuotaResource,
  limit: number,
  used: number,
  billingAccountId: number,
) {
  return (
    `Quota exceeded: ${QUOTA_LABELS[resource]} is limited to ${limit} on billing account ${billingAccountId} ` +
    `(${used} in use). Delete something you no longer use, or ask support to raise the quota`
  )
}

/** The limits and usage of every quota of a billing account. */
export async function quotasOf(db: DbOrTx, settings: Settings, billingAccountId: number): Promise<Quota[]> {
  const [overrides, usage] = await Promise.all([
    quotaOverrides(db, billingAccountId),
    quotaUsage(db, billingAccountId),
  ])
  return QUOTA_RESOURCES.map((resource) => ({
    resource,
    limit: overrides?.[COLUMN[resource]] ?? settings.quotas[resource],
    used: usage[COLUMN[resource]],
  }))
}

/**
 * Refuses (400) a create or resize that would take the billing account past a quota. Call it inside the
 * transaction that writes the resource (or submits its operation): it locks the account's row first, so the
 * check and the write are one step for every other create of the account.
 */
export async function checkQuota(
  tx: Tx,
  settings: Settings,
  billingAccountId: number,
  needs: QuotaNeeds,
): Promise<void> {
  const wanted = QUOTA_RESOURCES.filter((r) => (needs[r] ?? 0) > 0)
  if (wanted.length === 0) return
  await lockBillingAccount(tx, billingAccountId)
  const quotas = await quotasOf(tx, settings, billingAccountId)
  for (const quota of quotas) {
    if (!wanted.includes(quota.resource)) continue
    if (quota.used + needs[quota.resource]! > quota.limit) {
      throw new WarrenError(
        400,
        quotaExceededMessage(quota.resource, quota.limit, quota.used, billingAccountId),
      )
    }
  }
}

/**
 * Refuses (400) moving a resource from billing account `from` to `to` when `to` has no room for what it uses
 * (`needs`): to the target account a move is a create. Call it in the move's transaction, before the write.
 * Staying on the same account needs nothing.
 */
export async function checkMoveQuota(
  tx: Tx,
  settings: Settings,
  move: { from: number; to: number },
  needs: QuotaNeeds,
): Promise<void> {
  if (move.from !== move.to) await checkQuota(tx, settings, move.to, needs)
}

/** The sum of several needs (a resource and what moves with it). */
export function addNeeds(...all: QuotaNeeds[]): QuotaNeeds {
  const sum: QuotaNeeds = {}
  for (const needs of all) {
    for (const resource of QUOTA_RESOURCES) {
      const n = needs[resource]
      if (n !== undefined) sum[resource] = (sum[resource] ?? 0) + n
    }
  }
  return sum
}

/** What moving `vm` (with its disks) to another billing account takes there. */
export async function vmMoveNeeds(
  tx: Tx,
  vm: { uuid: string; vcpu: number; memory: number },
): Promise<QuotaNeeds> {
  const owned = await vmDiskTotals(tx, vm.uuid)
  return { vms: 1, vcpu: vm.vcpu, ram_mb: vm.memory, disks: owned.disks, disk_gb: owned.sizeGb }
}

/**
 * Runs `write` in a transaction after {@link checkQuota}: the quota-checked form of a create that is one insert
 * (`withQuota(db, p.settings, account.id, { disks: 1 }, (tx) => insertDisk(tx, …))`).
 */
export function withQuota<T>(
  db: Db,
  settings: Settings,
  billingAccountId: number,
  needs: QuotaNeeds,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await checkQuota(tx, settings, billingAccountId, needs)
    return write(tx)
  })
}

/** Sets an operator's overrides (by quota key; null = back to the default). */
export async function setQuotas(
  db: DbOrTx,
  billingAccountId: number,
  limits: Partial<Record<QuotaResource, number | null>>,
): Promise<void> {
  const values: QuotaOverrides = {}
  for (const resource of QUOTA_RESOURCES) {
    if (limits[resource] !== undefined) values[COLUMN[resource]] = limits[resource]
  }
  await upsertQuotaOverrides(db, billingAccountId, values)
}

/** What a VM create needs: the VM, its vCPUs and RAM, a new boot disk, a public IP when reserved. */
export function vmCreateNeeds(payload: VmCreatePayload): QuotaNeeds {
  const disk = payload.disk.kind === 'new' ? payload.disk : null
  return {
    vms: 1,
    vcpu: payload.vcpu,
    ram_mb: payload.memory,
    disks: disk ? 1 : 0,
    disk_gb: disk?.sizeGb ?? 0,
    public_ips: payload.reservePublicIp ? 1 : 0,
  }
}

/**
 * What a VM create needs, with the network it implies: a VM without a network goes into the user's default
 * network of the location, created on the way when it does not exist yet (a network under the quota).
 */
export async function vmCreateNeedsWithNetwork(tx: Tx, payload: VmCreatePayload): Promise<QuotaNeeds> {
  const needs = vmCreateNeeds(payload)
  if (payload.networkUuid !== null) return needs
  const existing = await defaultNetworkOf(tx, { userId: payload.userId, location: payload.location })
  return existing ? needs : { ...needs, networks: 1 }
}

/** What a clone of `vm` needs: a VM of the same size with its boot disk. */
export function vmCloneNeeds(vm: { vcpu: number; memory: number }): QuotaNeeds {
  return { vms: 1, vcpu: vm.vcpu, ram_mb: vm.memory, disks: 1 }
}

/** What resizing `vm` to `to` needs (the growth; shrinking needs nothing). */
export function vmResizeNeeds(
  vm: { vcpu: number; memory: number },
  to: { vcpu?: number | undefined; ram?: number | undefined },
): QuotaNeeds {
  return { vcpu: (to.vcpu ?? vm.vcpu) - vm.vcpu, ram_mb: (to.ram ?? vm.memory) - vm.memory }
}
