/**
 * Where each kind of resource looked up by key lives (services/usable.ts adds the rules: the caller's access,
 * hidden rows, Warren's refusal per kind). One query for all of them: {@link findByKey}.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  buckets,
  disks,
  firewalls,
  floatingIps,
  loadBalancers,
  metalLeases,
  networks,
  servicePackages,
  vms,
} from './schema.js'
import type { DbOrTx } from './store.js'

/** The table of one kind and the column its key names; `Row` is the table's row. */
export type Lookup<Row> = {
  table: PgTable
  key: PgColumn
  /** True when the key is a uuid column (a malformed key is then refused before any query). */
  uuidKey: boolean
  /** False for kinds without a location (buckets, services are global). */
  located: boolean
  /** Extra row condition (e.g. live floating IPs only: their address is reused only after delete). */
  where?: SQL
  /** Carries the row type only; never set. */
  readonly row?: Row
}

const lookup = <T extends PgTable>(
  table: T,
  key: PgColumn,
  options: Partial<Pick<Lookup<unknown>, 'uuidKey' | 'located' | 'where'>> = {},
): Lookup<T['$inferSelect']> => ({ table, key, uuidKey: true, located: true, ...options })

/** Every kind of resource looked up by key. */
export const lookups = {
  vm: lookup(vms, vms.uuid),
  disk: lookup(disks, disks.uuid),
  network: lookup(networks, networks.uuid),
  floatingIp: lookup(floatingIps, floatingIps.address, {
    uuidKey: false,
    where: isNull(floatingIps.deletedAt),
  }),
  firewall: lookup(firewalls, firewalls.uuid),
  loadBalancer: lookup(loadBalancers, loadBalancers.uuid),
  servicePackage: lookup(servicePackages, servicePackages.uuid, { located: false }),
  metalLease: lookup(metalLeases, metalLeases.uuid),
  bucket: lookup(buckets, buckets.name, { uuidKey: false, located: false }),
}

/** The row of `kind` keyed `key` (locked with `forUpdate`, inside a transaction), if there is one. */
export async function findByKey<Row>(
  db: DbOrTx,
  kind: Lookup<Row>,
  key: string,
  forUpdate = false,
): Promise<Row | undefined> {
  const query = db
    .select()
    .from(kind.table)
    .where(and(eq(kind.key, key), kind.where))
  const [row] = forUpdate ? await query.for('update') : await query
  return row as Row | undefined
}
