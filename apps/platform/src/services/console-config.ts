/**
 * The console configuration (CONTRACTS.md `GET /v1/config/console`, SPEC §6): the operator's stored overrides
 * (`settings` key `console_config`) over the domain defaults. Read by that route and by the features the
 * platform itself switches off (bare metal, routes/metal.ts).
 */
import { ConsoleConfigSchema, defaultConsoleConfig, type ConsoleConfig } from '@cirrus/domain'
import { readSetting } from '../store/settings.js'
import type { DbOrTx } from '../store/store.js'

/** The settings key of the stored overrides. */
export const CONSOLE_CONFIG_KEY = 'console_config'

/** The configuration in force: stored overrides over the defaults (features merged one by one). */
export async function readConsoleConfig(db: DbOrTx): Promise<ConsoleConfig> {
  const stored = ((await readSetting(db, CONSOLE_CONFIG_KEY)) ?? {}) as Record<string, unknown>
  const merged = {
    ...defaultConsoleConfig,
    ...stored,
    features: { ...defaultConsoleConfig.features, ...((stored.features as object | undefined) ?? {}) },
  }
  return ConsoleConfigSchema.parse(merged)
}
