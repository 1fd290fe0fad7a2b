import { describe, expect, it } from 'vitest'
import {
  DEVELOPMENT_SECRET,
  defaultSettings,
  developmentSecretWarnings,
  settingsFromEnv,
} from './settings.js'

describe('settings from the environment', () => {
  it('marks cookies Secure in production unless SECURE_COOKIES=0', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's' }
    expect(settingsFromEnv(production).secureCookies).toBe(true)
    expect(settingsFromEnv({ ...production, SECURE_COOKIES: '0' }).secureCookies).toBe(false)
    expect(settingsFromEnv({}).secureCookies).toBe(false)
    expect(settingsFromEnv({ SECURE_COOKIES: '1' }).secureCookies).toBe(true)
  })

  it('derives the sealing secret from SESSION_SECRET unless SEALING_SECRET is set', () => {
    expect(settingsFromEnv({ SESSION_SECRET: 'a' }).sealingSecret).toBe('a')
    expect(settingsFromEnv({ SESSION_SECRET: 'a', SEALING_SECRET: 'b' })).toMatchObject({
      sessionSecret: 'a',
      sealingSecret: 'b',
    })
    expect(settingsFromEnv({}).sealingSecret).toBe(DEVELOPMENT_SECRET)
  })

  it('warns loudly when the development secret is used', () => {
    expect(developmentSecretWarnings({})).toEqual([expect.stringMatching(/SESSION_SECRET is not set/)])
    expect(developmentSecretWarnings({ SESSION_SECRET: 'x' })).toEqual([])
  })

  it('reads the limits', () => {
    const s = settingsFromEnv({ BODY_LIMIT_BYTES: '2048', API_REQUESTS_PER_MINUTE: '0', METRICS_TOKEN: 't' })
    expect(s).toMatchObject({ bodyLimitBytes: 2048, apiRequestsPerMinute: 0, metricsToken: 't' })
  })

  it('reads the default quotas from QUOTA_* and refuses a quota that is not a whole number', () => {
    const s = settingsFromEnv({ QUOTA_VMS: '5', QUOTA_DISK_GB: '0' })
    expect(s.quotas).toMatchObject({ vms: 5, disk_gb: 0, public_ips: defaultSettings.quotas.public_ips })
    expect(() => settingsFromEnv({ QUOTA_VMS: '2.5' })).toThrow(/whole number/)
    expect(() => settingsFromEnv({ QUOTA_NETWORKS: '-1' })).toThrow(/whole number/)
  })
})
