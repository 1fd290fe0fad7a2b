/**
 * The console configuration (CONTRACTS.md `GET /v1/config/console`, SPEC §6): the operator's stored overrides
 * (`settings` key `console_config`) over the domain defaults, with the support URL of the general settings
 * (`settings` key `general`, issue 13 "/general"). Read by that route and by the features the platform itself
 * switches off (bare metal, routes/metal.ts); changed by the admin API (routes/admin-settings.ts), audit-logged.
 */
import {
  ConsoleConfigSchema,
  GeneralSettingsSchema,
  defaultConsoleConfig,
  defaultGeneralSettings,
  type AdminConfigUpdate,
  type ConsoleConfig,
  type GeneralSettings,
} from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { lockSetting, readSetting, writeSetting } from '../store/settings.js'
import type { DbOrTx, Store } from '../store/store.js'
import { recordAudit } from './audit.js'

/** The settings key of the stored overrides. */
export const CONSOLE_CONFIG_KEY = 'console_config'
/** The settings key of the general settings. */
export const GENERAL_KEY = 'general'

type Stored = Record<string, unknown>

const storedConfig = async (db: DbOrTx) => ((await readSetting(db, CONSOLE_CONFIG_KEY)) ?? {}) as Stored

/** The general settings in force: the stored ones over the defaults. */
export async function readGeneralSettings(db: DbOrTx): Promise<GeneralSettings> {
  const stored = ((await readSetting(db, GENERAL_KEY)) ?? {}) as Stored
  return GeneralSettingsSchema.parse({ ...defaultGeneralSettings, ...stored })
}

/** The configuration in force: stored overrides over the defaults (features merged one by one). */
export async function readConsoleConfig(db: DbOrTx): Promise<ConsoleConfig> {
  const stored = await storedConfig(db)
  const general = ((await readSetting(db, GENERAL_KEY)) ?? null) as Stored | null
  const merged = {
    ...defaultConsoleConfig,
    ...stored,
    features: { ...defaultConsoleConfig.features, ...((stored.features as object | undefined) ?? {}) },
    // The admin app's general settings own the support URL once they are saved.
    ...(general && 'support_url' in general ? { supportUrl: general.support_url ?? null } : {}),
  }
  return ConsoleConfigSchema.parse(merged)
}

/** Applies an admin's change to the configuration and records it in the audit log, in one transaction. */
export async function updateConsoleConfig(
  store: Store,
  principal: Principal,
  change: AdminConfigUpdate,
): Promise<ConsoleConfig> {
  return store.db.transaction(async (tx) => {
    await lockSetting(tx, CONSOLE_CONFIG_KEY)
    const before = await readConsoleConfig(tx)
    const stored = await storedConfig(tx)
    const next: Stored = {
      ...stored,
      ...change,
      features: { ...((stored.features as object | undefined) ?? {}), ...(change.features ?? {}) },
    }
    await writeSetting(tx, CONSOLE_CONFIG_KEY, next)
    const after = await readConsoleConfig(tx)
    await recordAudit(
      tx,
      principal,
      'config.update',
      { type: 'console_config', id: 'console' },
      before,
      after,
    )
    return after
  })
}

/** Replaces the general settings and records the change in the audit log, in one transaction. */
export async function updateGeneralSettings(
  store: Store,
  principal: Principal,
  settings: GeneralSettings,
): Promise<GeneralSettings> {
  return store.db.transaction(async (tx) => {
    await lockSetting(tx, GENERAL_KEY)
    const before = await readGeneralSettings(tx)
    await writeSetting(tx, GENERAL_KEY, settings)
    await recordAudit(tx, principal, 'general.update', { type: 'general', id: 'general' }, before, settings)
    return settings
  })
}
