/**
 * Queries of quotas (services/quotas.ts): the operator's overrides of a billing account, its row lock, and what it
 * uses now — live resources plus the creates still running as operations (a VM create is a row in `operations`
 * until its final transaction inserts the VM, and must count meanwhile; so do a disk added or grown by an
 * operation).
 */
import { eq, sql } from 'drizzle-orm'
import { billingAccountQuotas, billingAccounts } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** An operator's overrides of one billing account (null columns use the default). */
export type QuotaOverrideRow = typeof billingAccountQuotas.$inferSelect

/** The overridable columns. */
export type QuotaOverrides = Partial<Omit<QuotaOverrideRow, 'billingAccountId'>>

/** What a billing account uses, per quota (camelCase columns of {@link billingAccountQuotas}). */
export type QuotaUsageRow = Required<{ [K in keyof QuotaOverrides]: number }>

/** The overrides of a billing account, if an operator set any. */
export async function quotaOverrides(
  db: DbOrTx,
  billingAccountId: number,
): Promise<QuotaOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(billingAccountQuotas)
    .where(eq(billingAccountQuotas.billingAccountId, billingAccountId))
  return row
}

/** Sets some overrides of a billing account (the others are kept); null goes back to the default. */
export async function upsertQuotaOverrides(
  db: DbOrTx,
  billingAccountId: number,
  values: QuotaOverrides,
): Promise<QuotaOverrideRow> {
  const insert = db.insert(billingAccountQuotas).values({ billingAccountId, ...values })
  await (Object.keys(values).length > 0
    ? insert.onConflictDoUpdate({ target: billingAccountQuotas.billingAccountId, set: values })
    : insert.onConflictDoNothing())
  return (await quotaOverrides(db, billingAccountId))!
}

/**
 * Locks the billing account's row for the caller's transaction: every quota-checked create of the account
 * waits here, so two concurrent creates never both see the last free unit.
 */
export async function lockBillingAccount(tx: Tx, billingAccountId: number): Promise<void> {
  await tx
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.id, billingAccountId))
    .for('update')
}

/** Open operations (not finished yet). */
const OPEN = sql`status in ('pending', 'running')`

/** What the billing account uses now, in one statement (one snapshot). */
export async function quotaUsage(db: DbOrTx, billingAccountId: number): Promise<QuotaUsageRow> {
  const id = billingAccountId
  const result = (await db.execute(sql`
    with pending_vm as (
      select (payload->>'vcpu')::float8 as vcpu, (payload->>'memory')::float8 as memory,
             payload->'disk'->>'kind' = 'new' as new_disk,
             coalesce((payload->'disk'->>'sizeGb')::float8, 0) as size_gb,
             (payload->>'reservePublicIp')::boolean as public_ip
        from operations
       where kind = 'vm.create' and ${OPEN} and (payload->>'billingAccountId')::int = ${id}
      union all
      select v.vcpu, v.memory, true, 0, false
        from operations o join vms v on v.uuid::text = o.resource_uuid
       where o.kind = 'vm.clone' and o.status in ('pending', 'running') and v.billing_account_id = ${id}
      union all
      -- the nodes of a service still being created (services/managed-services/create.ts)
      select (n->>'vcpu')::float8, (n->>'ram')::float8, true, (n->>'diskGb')::float8, false
        from operations o, jsonb_array_elements(o.payload->'nodes') n
       where o.kind = 'service.create' and o.status in ('pending', 'running')
         and (o.payload->>'billingAccountId')::int = ${id}
    ),
    pending_disk as (
      select 1 as n, (o.payload->>'sizeGb')::float8 as size_gb
        from operations o join vms v on v.uuid::text = o.resource_uuid
       where o.kind = 'vm.storage.create' and o.status in ('pending', 'running') and v.billing_account_id = ${id}
      union all
      select 0, greatest((o.payload->>'sizeGb')::float8 - d.size_gb, 0)
        from operations o join disks d on d.uuid::text = o.payload->>'diskUuid'
       where o.kind = 'vm.storage.resize' and o.status in ('pending', 'running') and d.billing_account_id = ${id}
    ),
    live_vm as (select vcpu, memory from vms where billing_account_id = ${id} and deleted_at is null),
    live_disk as (select size_gb from disks where billing_account_id = ${id})
    select
      (select count(*) from live_vm)::float8 + (select count(*) from pending_vm) as vms,
      (select coalesce(sum(vcpu), 0) from live_vm)::float8 + (select coalesce(sum(vcpu), 0) from pending_vm) as vcpu,
      (select coalesce(sum(memory), 0) from live_vm)::float8 + (select coalesce(sum(memory), 0) from pending_vm)
        as ram_mb,
      (select count(*) from live_disk)::float8 + (select count(*) from pending_vm where new_disk)
        + (select coalesce(sum(n), 0) from pending_disk) as disks,
      (select coalesce(sum(size_gb), 0) from live_disk)::float8 + (select coalesce(sum(size_gb), 0) from pending_vm)
        + (select coalesce(sum(size_gb), 0) from pending_disk) as disk_gb,
      (select count(*) from floating_ips where billing_account_id = ${id} and deleted_at is null)::float8
        + (select count(*) from pending_vm where public_ip) as public_ips,
      (select count(*) from networks where billing_account_id = ${id})::float8 as networks,
      (select count(*) from load_balancers where billing_account_id = ${id} and deleted_at is null)::float8
        as load_balancers,
      (select count(*) from buckets where billing_account_id = ${id})::float8 as buckets,
      (select count(*) from service_packages where billing_account_id = ${id} and deleted_at is null)::float8
        + (select count(*) from operations where kind = 'service.create' and ${OPEN}
             and (payload->>'billingAccountId')::int = ${id}) as managed_services,
      (select count(*) from metal_leases where billing_account_id = ${id} and status <> 'released')::float8
        as metal_leases
  `)) as unknown as { rows: Record<string, unknown>[] }
  const row = result.rows[0]!
  const n = (key: string) => Number(row[key])
  return {
    vms: n('vms'),
    vcpu: n('vcpu'),
    ramMb: n('ram_mb'),
    disks: n('disks'),
    diskGb: n('disk_gb'),
    publicIps: n('public_ips'),
    networks: n('networks'),
    loadBalancers: n('load_balancers'),
    buckets: n('buckets'),
    managedServices: n('managed_services'),
    metalLeases: n('metal_leases'),
  }
}
