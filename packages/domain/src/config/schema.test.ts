import { describe, expect, it } from 'vitest'
import { ConsoleConfigSchema, defaultConsoleConfig, FEATURE_KEYS } from './schema.js'

describe('ConsoleConfigSchema', () => {
  it('accepts the default configuration', () => {
    expect(ConsoleConfigSchema.parse(defaultConsoleConfig)).toEqual(defaultConsoleConfig)
  })

  it('default configuration switches every feature on and has no support URL', () => {
    expect(FEATURE_KEYS.every((key) => defaultConsoleConfig.features[key])).toBe(true)
    expect(defaultConsoleConfig.supportUrl).toBeNull()
  })

  it.each(FEATURE_KEYS)('requires the feature flag %s', (key) => {
    const features: Record<string, boolean> = { ...defaultConsoleConfig.features }
    delete features[key]
    expect(ConsoleConfigSchema.safeParse({ ...defaultConsoleConfig, features }).success).toBe(false)
  })

  it('rejects a flag sent as a string', () => {
    expect(ConsoleConfigSchema.safeParse({ ...defaultConsoleConfig, disksEnabled: 'true' }).success).toBe(
      false,
    )
  })
})
