/**
 * The list cache (issue 17): list calls that clients poll (`vm/list`, `billing_resources`, `storage/disks`) answer
 * from a serialised body kept in memory while nothing the body depends on has changed — never a stale one.
 *
 * How it knows: every write to a table such a list reads (`vms`, `disks`, `replicas`, `floating_ips`, host pool
 * names) makes a database trigger log, in the writer's own transaction, the scopes whose lists it may alter
 * (schema/list-changes.ts): the row's owner and billing account in its location, before and after, and those of
 * the VM a disk, replica or IP belongs to. A body is stored with the database snapshot it was computed after; a
 * later call asks, in ONE prepared statement, whether a change of the caller's scopes is visible now that was
 * not visible in that snapshot (store/list-changes.ts `listFreshness`). PostgreSQL's own visibility decides, so a
 * change committed by another platform process on the same database is seen by the very next call here, and a
 * transaction that commits late (after a newer one) is still caught: nothing depends on clocks or on the order
 * of ids. No lock is taken on the write side (the log is insert-only, keyed by the writer's transaction id).
 *
 * The caller's scopes are what the list rule (store/visible.ts) may show them: their own user, the users who
 * delegated everything to them and the billing accounts delegated to them, in the request's location, and `*`.
 * The cache key holds the route, the location, the validated query and all of those, so a stranger never gets
 * another caller's body, and a delegated user's body is their own.
 *
 * Bounds: at most `listCacheBytes` of bodies (least recently used go first); a body not confirmed for
 * {@link MAX_UNCHECKED_MS} is recomputed, so the periodic removal of change rows older than
 * {@link CHANGE_ROW_TTL_MS} can never hide a change from a cached body. Answers carry a strong `ETag` (a hash of the
 * body): `If-None-Match` with it is a 304 without a body.
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv, Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { deleteOldListChanges, listFreshness } from '../store/list-changes.js'

/** A cached body not confirmed fresh for this long is recomputed (see {@link CHANGE_ROW_TTL_MS}). */
export const MAX_UNCHECKED_MS = 10 * 60_000
/**
 * Change rows older than this are deleted by the periodic tick. A body last confirmed at time t is only ever
 * compared with changes committed after t, which are at most {@link MAX_UNCHECKED_MS} old when it is next
 * confirmed; a change row is written when its transaction makes the change, so only a transaction open for more
 * than 50 minutes could have its row deleted before a body that needs it is checked (lock waits end after 60 s).
 */
export const CHANGE_ROW_TTL_MS = 60 * 60_000

/** A cached answer: its bytes (encoded once: the profile showed UTF-8 encoding of the string on every call). */
type Entry = { body: Uint8Array<ArrayBuffer>; etag: string; snapshot: string; checkedAt: number }

/** One process's cached list bodies, least recently used first. */
export class ListCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  /** Answers served from a cached body (`/metrics`-style counters for tests and the bench). */
  hits = 0
  /** Answers computed afresh. */
  misses = 0

  constructor(readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: Entry): void {
    this.delete(key)
    if (entry.body.byteLength > this.maxBytes) return
    this.entries.set(key, entry)
    this.bytes += entry.body.byteLength
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= old.body.byteLength
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.body.byteLength
  }

  /** Bodies held now. */
  get size(): number {
    return this.entries.size
  }
}

/** The scopes whose changes may alter what `principal` lists in `location` (the list rule of store/visible.ts). */
export function listScopes(
  principal: Pick<Principal, 'user' | 'delegatedUserIds' | 'delegatedBillingAccountIds'>,
  location: string,
): string[] {
  const users = [principal.user.id, ...principal.delegatedUserIds]
  return [
    '*',
    ...[...new Set(users)].map((id) => `u:${id}:${location}`),
    ...[...new Set(principal.delegatedBillingAccountIds)].map((id) => `b:${id}:${location}`),
  ]
}

/** Everything a list body depends on besides the data: route, location, query and what the caller may see. */
function cacheKey(route: string, location: string, query: unknown, principal: Principal): string {
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',')
  return [
    route,
    location,
    JSON.stringify(query),
    principal.user.id,
    principal.restrictedBillingAccountId ?? '',
    sorted(principal.delegatedUserIds),
    sorted(principal.delegatedBillingAccountIds),
  ].join('|')
}

const etagOf = (body: Uint8Array) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** The JSON of a computed answer, encoded. */
const encoded = (value: unknown): Uint8Array<ArrayBuffer> => new TextEncoder().encode(JSON.stringify(value))

/** True when an `If-None-Match` header names `etag` (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}

/**
 * Answers a list call (200 JSON, or 304 for a matching `If-None-Match`) from the cached body when none of the
 * caller's scopes changed since it was computed, else from `compute()` (whose result is cached). `route` names
 * the call, `query` its validated input.
 */
export async function cachedList(
  p: Platform,
  c: Context<AppEnv>,
  route: string,
  query: unknown,
  compute: () => Promise<unknown>,
): Promise<Response> {
  const cache = p.listCache
  const principal = c.var.principal
  const location = c.var.location.slug
  let entry: Entry
  if (cache.maxBytes <= 0) {
    const body = encoded(await compute())
    entry = { body, etag: etagOf(body), snapshot: '', checkedAt: 0 }
  } else {
    const key = cacheKey(route, location, query, principal)
    const scopes = listScopes(principal, location)
    const cached = cache.get(key)
    const now = Date.now()
    const usable = cached && now - cached.checkedAt <= MAX_UNCHECKED_MS ? cached : undefined
    const fresh = await listFreshness(p.store.db, scopes, usable?.snapshot ?? null)
    if (usable && !fresh.changed) {
      // Nothing changed between the two snapshots: the body is the answer as of the new one.
      usable.snapshot = fresh.snapshot
      usable.checkedAt = now
      entry = usable
      cache.hits++
    } else {
      // Computed after `fresh.snapshot` was taken, so at least as new as it.
      const body = encoded(await compute())
      entry = { body, etag: etagOf(body), snapshot: fresh.snapshot, checkedAt: now }
      cache.set(key, entry)
      cache.misses++
    }
  }
  c.header('ETag', entry.etag)
  if (matches(c.req.header('If-None-Match'), entry.etag)) return c.body(null, 304)
  return c.body(entry.body, 200, { 'Content-Type': 'application/json' })
}

/** The periodic tick's job: change rows older than {@link CHANGE_ROW_TTL_MS} go. */
export function deleteOldChanges(p: Platform): Promise<number> {
  return deleteOldListChanges(p.store.db, CHANGE_ROW_TTL_MS)
}
