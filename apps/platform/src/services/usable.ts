/**
 * THE lookup of a single resource the caller may use: key check (a malformed uuid is "not found", never a
 * database cast error), the request's location, live rows only, {@link canAccess}, and Warren's own refusal for
 * each kind (a foreign resource is refused exactly like a missing one). Every route and service finds single
 * resources through {@link usable} with one of the kinds below; to add a kind, add a line to {@link kinds}.
 */
import { canAccess, type Owned } from '../access.js'
import type { Principal } from '../http/env.js'
import { noSuchVm, WarrenError } from '../http/errors.js'
import { findByKey, lookups, type Lookup } from '../store/lookup.js'
import type { DbOrTx } from '../store/store.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for an 8-4-4-4-12 hex uuid (any version), the only shape the uuid columns accept. */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** How to find (store/lookup.ts) and refuse one kind of resource. */
type Kind<Row> = Lookup<Row> & {
  /** Rows that are never reachable by key (e.g. a VM's boot disk from the disk routes). */
  hidden?: (row: Row) => boolean
  /** Warren's answer for a missing or foreign one. */
  notFound: (key: string) => WarrenError
}

const kind = <Row>(lookup: Lookup<Row>, rules: Pick<Kind<Row>, 'hidden' | 'notFound'>): Kind<Row> => ({
  ...lookup,
  ...rules,
})

const NETWORK_INVALID = 'Network UUID is invalid.'

/** Every kind of resource looked up by key, with Warren's refusal (API-NOTES per resource). */
export const kinds = {
  vm: kind(lookups.vm, { notFound: noSuchVm }),
  disk: kind(lookups.disk, {
    hidden: (row) => row.primary,
    notFound: () => new WarrenError(404, 'Disk not found'),
  }),
  network: kind(lookups.network, { notFound: () => new WarrenError(400, NETWORK_INVALID) }),
  floatingIp: kind(lookups.floatingIp, {
    notFound: (address) => new WarrenError(404, `Ip address ${address} was not found.`),
  }),
  firewall: kind(lookups.firewall, { notFound: () => new WarrenError(404, 'Firewall not found') }),
  loadBalancer: kind(lookups.loadBalancer, {
    notFound: () => new WarrenError(404, 'Load balancer not found'),
  }),
  servicePackage: kind(lookups.servicePackage, {
    notFound: () => new WarrenError(404, 'Service package not found'),
  }),
  metalLease: kind(lookups.metalLease, {
    notFound: () => new WarrenError(404, 'Bare metal lease not found'),
  }),
  bucket: kind(lookups.bucket, { notFound: () => new WarrenError(404, 'Bucket not found') }),
}

/** Options of {@link usable}. */
export type UsableOptions = {
  /** Lock the row (inside a transaction). */
  forUpdate?: boolean
  /** Also find soft-deleted rows (e.g. a service being torn down). */
  allowDeleted?: boolean
  /** Name the field in the error's `errors` (e.g. `network_uuid`). */
  field?: string
}

/**
 * The resource of `kind` keyed `key` in `location` that the principal may use, else the kind's Warren error.
 * `location` is null for kinds without one (buckets, services).
 */
export async function usable<Row>(
  db: DbOrTx,
  kind: Kind<Row>,
  principal: Principal,
  location: string | null,
  key: string,
  options: UsableOptions = {},
): Promise<Row> {
  const refuse = () => {
    const error = kind.notFound(key)
    return options.field
      ? new WarrenError(error.status, error.message, { [options.field]: error.message })
      : error
  }
  if (kind.located !== (location !== null)) throw new Error('usable(): location given for the wrong kind')
  if (kind.uuidKey && !isUuid(key)) throw refuse()
  const row = (await findByKey(db, kind, key, options.forUpdate)) as
    (Row & Owned & { location?: string; deletedAt?: Date | null }) | undefined
  if (
    !row ||
    (row.deletedAt && !options.allowDeleted) ||
    (kind.located && row.location !== location) ||
    kind.hidden?.(row) ||
    !canAccess(principal, row)
  ) {
    throw refuse()
  }
  return row
}
