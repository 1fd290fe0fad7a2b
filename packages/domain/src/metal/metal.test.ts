import { describe, expect, it } from 'vitest'
import { defaultConsoleConfig } from '../config/schema.js'
import { makeMetalLease } from '../fixtures/index.js'
import { demoPriceList } from '../pricing/demo.js'
import { isBareMetalEnabled } from './config.js'
import { metalLeaseHourlyPrice, metalTypeHourlyPrice } from './pricing.js'
import { MetalLeaseCreateInputSchema, METAL_LOGIN_MESSAGE } from './schema.js'

const ctx = { list: demoPriceList }
const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB me@host'

describe('lease price (BARE_METAL_SERVER per machine type)', () => {
  it('a type with its own rule set pays it; one without pays DEFAULT', () => {
    expect(metalTypeHourlyPrice('bm.large', ctx).price).toEqual({ amount: '1.027397', currency: 'EUR' })
    expect(metalTypeHourlyPrice('bm.small', ctx).price).toEqual({ amount: '0.342466', currency: 'EUR' })
    expect(metalTypeHourlyPrice('bm.large', { ...ctx, currency: 'USD' }).price?.amount).toBe('1.1157')
  })
  it('provisioning and active leases cost their type; a released one nothing', () => {
    const spec = makeMetalLease({}, 2).machine_type
    for (const status of ['provisioning', 'active'] as const) {
      expect(metalLeaseHourlyPrice(makeMetalLease({ status, machine_type: spec }), ctx).price?.amount).toBe(
        '0.616438',
      )
    }
    expect(metalLeaseHourlyPrice(makeMetalLease({ status: 'released' }), ctx).price?.amount).toBe('0')
  })
  it('no price list: no price, a warning', () => {
    expect(metalTypeHourlyPrice('bm.small', { list: null }).price).toBeNull()
  })
})

describe('lease create input', () => {
  const base = { machine_type: 'bm.small', os_name: 'debian', os_version: '12' }
  it('needs an SSH key or a password', () => {
    const r = MetalLeaseCreateInputSchema.safeParse(base)
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]).toMatchObject({ path: ['public_key'], message: METAL_LOGIN_MESSAGE })
    expect(MetalLeaseCreateInputSchema.safeParse({ ...base, public_key: key }).success).toBe(true)
    expect(MetalLeaseCreateInputSchema.safeParse({ ...base, password: 'Secret123' }).success).toBe(true)
  })
  it('applies the shared password and key rules', () => {
    expect(MetalLeaseCreateInputSchema.safeParse({ ...base, password: 'weak' }).success).toBe(false)
    expect(MetalLeaseCreateInputSchema.safeParse({ ...base, public_key: 'not a key' }).success).toBe(false)
    expect(
      MetalLeaseCreateInputSchema.safeParse({ ...base, machine_type: 'BM SMALL', password: 'Secret123' })
        .success,
    ).toBe(false)
  })
})

describe('the bare-metal switch (SPEC §6)', () => {
  it('needs both the feature and the admin flag', () => {
    expect(isBareMetalEnabled(defaultConsoleConfig)).toBe(true)
    expect(isBareMetalEnabled({ ...defaultConsoleConfig, adminBareMetalEnabled: false })).toBe(false)
    const features = { ...defaultConsoleConfig.features, bare_metal: false }
    expect(isBareMetalEnabled({ ...defaultConsoleConfig, features })).toBe(false)
  })
})

describe('releasing a lease', () => {
  it('only an active lease can be released; otherwise the button says why', async () => {
    const { leaseReleaseAvailability } = await import('./actions.js')
    expect(leaseReleaseAvailability(makeMetalLease({ status: 'active' }))).toEqual({ enabled: true })
    expect(leaseReleaseAvailability(makeMetalLease({ status: 'provisioning' }))).toEqual({
      enabled: false,
      reason: 'The server is still being provisioned',
    })
    expect(leaseReleaseAvailability(makeMetalLease({ status: 'released' }))).toEqual({
      enabled: false,
      reason: 'The server is already released',
    })
  })
})
