/**
 * The analytics sink (issue 14, SPEC §2 /tracking; README "Admin: billing and growth"): no injected snippets — an
 * administrator sets ONE https origin the customer console may send the chosen events to (`settings` key
 * `tracking`). The customer pages' Content-Security-Policy `connect-src` allows that origin and no other
 * (http/security.ts asks {@link trackingOrigin}). Every change is audited in its transaction.
 */
import { TrackingSettingsSchema, defaultTrackingSettings, type TrackingSettings } from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { lockSetting, readSetting, writeSetting } from '../store/settings.js'
import type { DbOrTx, Store } from '../store/store.js'
import { recordAudit } from './audit.js'

/** The settings key of the tracking settings. */
export const TRACKING_KEY = 'tracking'
/** How long a process keeps the sink origin it read (another process's change shows within this). */
const CACHE_MS = 5_000

const cache = new WeakMap<Store, { origin: string | null; at: number }>()

/** The tracking settings in force: the stored ones over the defaults. */
export async function readTracking(db: DbOrTx): Promise<TrackingSettings> {
  const stored = ((await readSetting(db, TRACKING_KEY)) ?? {}) as object
  return TrackingSettingsSchema.parse({ ...defaultTrackingSettings, ...stored })
}

/** The sink origin the customer pages may connect to (null: none), cached briefly per store. */
export async function trackingOrigin(store: Store): Promise<string | null> {
  const hit = cache.get(store)
  if (hit && performance.now() - hit.at < CACHE_MS) return hit.origin
  const { sink_url } = await readTracking(store.db)
  cache.set(store, { origin: sink_url, at: performance.now() })
  return sink_url
}

/** Replaces the tracking settings, audited in the same transaction; this process's CSP follows at once. */
export async function updateTracking(
  store: Store,
  principal: Principal,
  next: TrackingSettings,
): Promise<TrackingSettings> {
  const saved = await store.db.transaction(async (tx) => {
    await lockSetting(tx, TRACKING_KEY)
    const before = await readTracking(tx)
    const value = { sink_url: next.sink_url, events: [...new Set(next.events)] }
    await writeSetting(tx, TRACKING_KEY, value)
    await recordAudit(tx, principal, 'tracking.update', { type: 'tracking', id: 'tracking' }, before, value)
    return value
  })
  cache.delete(store)
  return saved
}
