import type { ConsoleConfig } from '../config/schema.js'

/**
 * Whether bare metal is on (SPEC §6: "Platform configuration switches features on or off … bare metal …" and "A
 * separate admin flag enables bare metal"): the `bare_metal` feature AND the operator's `adminBareMetalEnabled`.
 * Off, the console hides the section and the platform refuses every lease call.
 */
export function isBareMetalEnabled(
  config: Pick<ConsoleConfig, 'features' | 'adminBareMetalEnabled'>,
): boolean {
  return config.features.bare_metal && config.adminBareMetalEnabled
}
