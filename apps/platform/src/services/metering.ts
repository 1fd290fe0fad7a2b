/**
 * Metering and invoices (issue 4 "Metering"): every hour the price of each billable resource, computed by the
 * domain pricing engine (the same one the console shows), is recorded against its billing account; each finished
 * month becomes one invoice per billing account. Money stays exact: the domain's Money (decimal strings).
 *
 * Idempotent and safe with several processes: a usage record is unique per resource and hour, an invoice per
 * billing account and month (inserts that lose the race do nothing). Tests drive it with a virtual clock.
 */
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm'
import {
  addMoney,
  diskHourlyPrice,
  ipHourlyPrice,
  multiplyMoney,
  sumMoney,
  vmHourlyPrice,
  type Money,
  type PriceList,
  type PricingContext,
} from '@cirrus/domain'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Platform } from '../platform.js'
import { currentPriceList } from '../store/price-lists.js'
import {
  billingAccounts,
  disks,
  floatingIps,
  invoices,
  replicas,
  settings,
  usageRecords,
  vms,
  type InvoiceLine,
} from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'
import { monthOf } from './format.js'

const HOUR = 3_600_000

/** One hour of one resource, priced. */
export type UsageLine = {
  billingAccountId: number
  /** e.g. `vm`, `disk`, `floating_ip`, `load_balancer`. */
  resourceType: string
  resourceUuid: string
  description: string
  /** null when the price list has no rule for it (recorded as nothing, with a warning in the log). */
  amount: Money | null
}

/**
 * Prices the billable resources of one hour `[start, end)`. `pricing(accountId)` gives the pricing context in the
 * billing account's currency.
 */
export type MeterHour = (
  db: DbOrTx,
  hour: { start: Date; end: Date },
  pricing: (billingAccountId: number) => PricingContext,
) => Promise<UsageLine[]>

/**
 * A source of billable resources, listed by its resource module in modules.ts (platform `meterSources`), with the
 * `created_at` columns of the tables it meters: a fresh platform starts metering at the hour of the earliest of
 * them, whatever the first resource is (a load balancer, a bucket, …).
 */
export type MeterSource = { meter: MeterHour; createdAt: PgColumn[] }

/** The creation time of the oldest metered resource of any registered source, or null when there is none. */
export async function firstMeteredCreation(p: Platform): Promise<Date | null> {
  const columns = p.meterSources.flatMap((s) => s.createdAt)
  if (columns.length === 0) return null
  // least() ignores nulls (an empty table), so one query answers for every source.
  const [row] = await p.store.rows<{ first: Date | string | null }>(
    sql`select least(${sql.join(
      columns.map((column) => sql`(select min(${column}) from ${column.table})`),
      sql`, `,
    )}) as first`,
  )
  return row?.first ? new Date(row.first) : null
}

/** Rows alive at some point of the hour: created before its end, not deleted before its start. */
function aliveDuring(created: PgColumn, deleted: PgColumn | null, hour: { start: Date; end: Date }) {
  return and(lt(created, hour.end), deleted ? or(isNull(deleted), gte(deleted, hour.start)) : undefined)
}

/** VMs (CPU, RAM, their disks and replicas, Windows licence), standalone disks and floating IPs. */
const meterCore: MeterHour = async (db, hour, pricing) => {
  const lines: UsageLine[] = []
  const vmRows = await db
    .select()
    .from(vms)
    .where(aliveDuring(vms.createdAt, vms.deletedAt, hour))
  const diskRows = await db.select().from(disks).where(lt(disks.createdAt, hour.end))
  const replicaRows = await db.select().from(replicas).where(lt(replicas.createdAt, hour.end))
  const replicasOf = (diskUuid: string) => replicaRows.filter((r) => r.diskUuid === diskUuid)
  for (const vm of vmRows) {
    const storage = diskRows
      .filter((d) => d.vmUuid === vm.uuid)
      .map((d) => ({ size: d.sizeGb, primary: d.primary, replica: replicasOf(d.uuid) }))
    const { price } = vmHourlyPrice(
      {
        vcpu: vm.vcpu,
        memory: vm.memory,
        // A VM deleted during the hour was running until then.
        status: vm.deletedAt ? 'running' : vm.status,
        license_type: vm.licenseType,
        storage,
        designated_pool_uuid: vm.designatedPoolUuid,
      },
      pricing(vm.billingAccountId),
    )
    lines.push({
      billingAccountId: vm.billingAccountId,
      resourceType: 'vm',
      resourceUuid: vm.uuid,
      description: `Virtual machine ${vm.name} (${vm.vcpu} vCPU, ${vm.memory / 1024} GB RAM, ${storage.reduce((s, d) => s + d.size, 0)} GB disk)`,
      amount: price,
    })
  }
  for (const disk of diskRows.filter((d) => d.vmUuid === null)) {
    const snapshots = replicasOf(disk.uuid).map((r) => ({ size_gb: r.size }))
    const { price } = diskHourlyPrice({ size_gb: disk.sizeGb, snapshots }, pricing(disk.billingAccountId))
    lines.push({
      billingAccountId: disk.billingAccountId,
      resourceType: 'disk',
      resourceUuid: disk.uuid,
      description: `Disk ${disk.displayName ?? disk.uuid} (${disk.sizeGb} GB)`,
      amount: price,
    })
  }
  const ipRows = await db
    .select()
    .from(floatingIps)
    .where(aliveDuring(floatingIps.createdAt, floatingIps.deletedAt, hour))
  for (const ip of ipRows) {
    const { price } = ipHourlyPrice({ assigned_to: ip.assignedTo }, pricing(ip.billingAccountId))
    lines.push({
      billingAccountId: ip.billingAccountId,
      resourceType: 'floating_ip',
      resourceUuid: ip.uuid,
      description: `Public IP ${ip.address}${ip.assignedTo ? '' : ' (unassigned)'}`,
      amount: price,
    })
  }
  return lines
}
export const coreSource: MeterSource = {
  meter: meterCore,
  createdAt: [vms.createdAt, disks.createdAt, floatingIps.createdAt],
}

/** Records one hour of usage for every billable resource. Returns how many records were written. */
export async function meterHour(p: Platform, start: Date): Promise<number> {
  const db = p.store.db
  const hour = { start, end: new Date(start.getTime() + HOUR) }
  const list: PriceList = await currentPriceList(db, start)
  const accounts = new Map(
    (
      await db.select({ id: billingAccounts.id, currency: billingAccounts.currency }).from(billingAccounts)
    ).map((a) => [a.id, a.currency]),
  )
  const warnings = new Set<string>()
  const pricing = (billingAccountId: number): PricingContext => ({
    list,
    currency: accounts.get(billingAccountId) ?? list.default_currency,
    logger: { warn: (message) => warnings.add(message) },
  })
  const lines = (await Promise.all(p.meterSources.map((source) => source.meter(db, hour, pricing)))).flat()
  for (const message of warnings)
    p.log({ level: 'warn', msg: 'metering', warning: message, hour: start.toISOString() })
  const rows = lines
    .filter((l) => l.amount !== null)
    .map((l) => ({
      billingAccountId: l.billingAccountId,
      hour: start,
      resourceType: l.resourceType,
      resourceUuid: l.resourceUuid,
      description: l.description,
      currency: l.amount!.currency,
      amount: l.amount!.amount,
    }))
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(usageRecords)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
  }
  return rows.length
}

/** First instant of the month containing `date` (UTC). */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

function nextMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
}

/** Builds the invoices of one month (`YYYY-MM`) from its usage records; existing invoices are kept. */
export async function invoiceMonth(p: Platform, month: string): Promise<number> {
  const db = p.store.db
  const start = new Date(`${month}-01T00:00:00Z`)
  const records = await db
    .select()
    .from(usageRecords)
    .where(and(gte(usageRecords.hour, start), lt(usageRecords.hour, nextMonth(start))))
    .orderBy(asc(usageRecords.billingAccountId), asc(usageRecords.hour))
  const byAccount = new Map<number, (typeof records)[number][]>()
  for (const r of records)
    byAccount.set(r.billingAccountId, [...(byAccount.get(r.billingAccountId) ?? []), r])
  let created = 0
  for (const [accountId, rows] of byAccount) {
    const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.id, accountId))
    if (!account) continue
    const currency = rows[0]!.currency
    const lines = new Map<string, InvoiceLine & { money: Money }>()
    for (const r of rows) {
      const key = `${r.resourceType}:${r.resourceUuid}`
      const money = { amount: r.amount, currency: r.currency }
      const line = lines.get(key)
      if (line) {
        line.money = addMoney(line.money, money)
        line.hours += 1
        line.description = r.description
      } else {
        lines.set(key, {
          resource_type: r.resourceType,
          resource_uuid: r.resourceUuid,
          description: r.description,
          hours: 1,
          amount: '0',
          money,
        })
      }
    }
    const subtotal = sumMoney(
      [...lines.values()].map((l) => l.money),
      currency,
    )
    const vatTax = multiplyMoney(subtotal, String(account.vatPercentage / 100))
    const inserted = await db
      .insert(invoices)
      .values({
        billingAccountId: accountId,
        month,
        currency,
        lines: [...lines.values()].map(({ money, ...line }) => ({ ...line, amount: money.amount })),
        subtotal: subtotal.amount,
        vatPercentage: account.vatPercentage,
        vatTax: vatTax.amount,
        total: addMoney(subtotal, vatTax).amount,
        createdAt: p.clock(),
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id })
    created += inserted.length
  }
  return created
}

const STATE_KEY = 'metering_next_hour'

/**
 * Meters every completed hour not metered yet (from the first resource's creation hour on a fresh platform, at
 * most 31 days back) and invoices every completed month. Called by the periodic tick (services/periodic.ts) and by
 * tests.
 */
export async function runDueMetering(p: Platform): Promise<{ hours: number; invoices: number }> {
  const db = p.store.db
  const now = p.clock()
  const currentHour = new Date(Math.floor(now.getTime() / HOUR) * HOUR)
  const [state] = await db.select().from(settings).where(eq(settings.key, STATE_KEY))
  let next: Date
  if (state) next = new Date(String(state.value))
  else {
    const first = (await firstMeteredCreation(p)) ?? currentHour
    next = new Date(Math.floor(first.getTime() / HOUR) * HOUR)
  }
  next = new Date(Math.max(next.getTime(), currentHour.getTime() - 31 * 24 * HOUR))
  let hours = 0
  const firstMonth = monthOf(next)
  while (next < currentHour) {
    await meterHour(p, next)
    next = new Date(next.getTime() + HOUR)
    hours++
    await db
      .insert(settings)
      .values({ key: STATE_KEY, value: next.toISOString() })
      .onConflictDoUpdate({ target: settings.key, set: { value: next.toISOString() } })
  }
  let invoiced = 0
  if (hours > 0) {
    for (
      let month = monthStart(new Date(`${firstMonth}-01T00:00:00Z`));
      month < monthStart(now);
      month = nextMonth(month)
    ) {
      invoiced += await invoiceMonth(p, monthOf(month))
    }
  }
  return { hours, invoices: invoiced }
}

/** The invoice body (CONTRACTS.md): amounts as numbers for clients, exact strings kept in the database. */
export function toWarrenInvoice(row: typeof invoices.$inferSelect) {
  return {
    id: row.id,
    billing_account_id: row.billingAccountId,
    month: row.month,
    currency: row.currency,
    lines: row.lines.map((l) => ({ ...l, amount: Number(l.amount) })),
    subtotal: Number(row.subtotal),
    vat_percentage: row.vatPercentage,
    vat_tax: Number(row.vatTax),
    total: Number(row.total),
    created_at: row.createdAt.toISOString(),
  }
}

/** Running totals of the current month so far (API-NOTES §12 `running_totals`), exact sums shown as numbers. */
export async function runningTotals(p: Platform, account: typeof billingAccounts.$inferSelect) {
  const now = p.clock()
  const rows = await p.store.db
    .select({ amount: usageRecords.amount, currency: usageRecords.currency })
    .from(usageRecords)
    .where(and(eq(usageRecords.billingAccountId, account.id), gte(usageRecords.hour, monthStart(now))))
  const currency = rows[0]?.currency ?? account.currency
  const subtotal = sumMoney(
    rows.filter((r) => r.currency === currency),
    currency,
  )
  const vat = multiplyMoney(subtotal, String(account.vatPercentage / 100))
  return {
    month: monthOf(now),
    currency,
    ongoing: Number(subtotal.amount),
    subtotal: Number(subtotal.amount),
    vat_tax: Number(vat.amount),
    total: Number(addMoney(subtotal, vat).amount),
    credit_available: account.creditAmount,
  }
}
