import { describe, expect, it } from 'vitest'
import { AdminPriceListSchema, CurrencySchema, PricePreviewSchema, type PriceList } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { currencies, priceLists } from '../store/schema.js'

const t = usePlatform()

const admin = (method: string, path: string, json?: unknown) =>
  call(t.app, method, `/v1/admin${path}`, { token: t.admin.token, ...(json ? { json } : {}) })

const ramPrice = (list: PriceList) =>
  list.currencies.EUR!.rule_sets.DEFAULT!.find(
    (r) => r.resource_type === 'RAM' && (r.gigabytes_from ?? 0) === 0,
  )!.price_per_unit

const customerList = async () =>
  (await call(t.app, 'GET', '/v1/pricing/list/current', { token: t.alice.token })).body as PriceList

const RAISE = { currency: 'EUR', resource_type: 'RAM', gigabytes_from: 0, price_per_unit: '0.05' }

describe('price changes (issue 13 /prices; SPEC §3 Pricing)', () => {
  it('customers see a new price only once it takes effect (the platform clock)', async () => {
    const from = new Date(t.clock.now.getTime() + 2 * 3_600_000).toISOString()
    const res = await admin('POST', '/prices', { ...RAISE, effective_from: from })
    expect(res.status).toBe(201)
    expect(AdminPriceListSchema.parse(res.body)).toMatchObject({ status: 'scheduled', effective_from: from })
    expect(ramPrice(res.body)).toBe('0.05')

    expect(ramPrice(await customerList())).toBe(0.032877)
    t.clock.advance(2 * 3_600_000)
    expect(ramPrice(await customerList())).toBe('0.05')

    const versions = AdminPriceListSchema.array().parse((await admin('GET', '/prices')).body)
    expect(versions.map((v) => v.status)).toEqual(['past', 'current'])
  })

  it("edits a host pool's own rule set, leaving DEFAULT as it was (issue 13: every rule set reachable)", async () => {
    const pool = '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a02'
    const change = { ...RAISE, rule_set: pool, price_per_unit: '0.04' }
    const preview = await admin('POST', '/prices/preview', change)
    expect(preview.status).toBe(200)
    const res = await admin('POST', '/prices', change)
    expect(res.status).toBe(201)
    const eur = (await customerList()).currencies.EUR!.rule_sets
    expect(eur[pool]!.find((r) => r.resource_type === 'RAM')!.price_per_unit).toBe('0.04')
    expect(ramPrice(await customerList())).toBe(0.032877)
  })

  it('refuses an effective date in the past: months already billed are locked', async () => {
    const past = new Date(t.clock.now.getTime() - 60_000).toISOString()
    const res = await admin('POST', '/prices', { ...RAISE, effective_from: past })
    const message = 'The effective date cannot be in the past'
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message, errors: { effective_from: message } })
    expect(await t.store.db.select().from(priceLists)).toHaveLength(1)
  })

  it('applies at once without a date, and adds a tier when the threshold is new', async () => {
    const res = await admin('POST', '/prices', {
      currency: 'EUR',
      resource_type: 'CPU',
      num_cpus_from: 16,
      price_per_unit: 0.011,
      description: '1 vCPU (16 or more)',
    })
    expect(res.status).toBe(201)
    expect(res.body.status).toBe('current')
    const cpu = (await customerList()).currencies.EUR!.rule_sets.DEFAULT!.filter(
      (r) => r.resource_type === 'CPU',
    )
    expect(cpu.map((r) => r.num_cpus_from)).toEqual([1, 8, 16])
  })

  it('refuses an unknown currency and a bad price', async () => {
    const unknown = await admin('POST', '/prices', { ...RAISE, currency: 'GBP' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ currency: 'Unknown currency: GBP' })
    expect((await admin('POST', '/prices', { ...RAISE, price_per_unit: '-1' })).status).toBe(400)
  })

  it("previews what a change does to every customer's hourly cost", async () => {
    const vm = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: {
        name: 'web-1',
        os_name: 'ubuntu',
        os_version: '24.04',
        disks: 20,
        vcpu: 2,
        ram: 2048,
        password: 'Secret123',
      },
    })
    expect(vm.status).toBe(200)
    const res = await admin('POST', '/prices/preview', RAISE)
    expect(res.status).toBe(200)
    const preview = PricePreviewSchema.parse(res.body)
    expect(preview).toMatchObject({ previous_price: '0.032877', new_price: '0.05', changed_accounts: 1 })
    // 2 GB of RAM: (0.05 − 0.032877) × 2 more per hour.
    expect(preview.accounts).toEqual([
      expect.objectContaining({
        billing_account_id: t.alice.billingAccountId,
        owner_email: t.alice.email,
        delta: '0.034246',
      }),
    ])
    expect(await t.store.db.select().from(priceLists)).toHaveLength(1)
  })
})

describe('currencies (issue 13 /currencies)', () => {
  it('lists currencies with their rates, adds one with converted prices from the next hour, edits a rate', async () => {
    const list = CurrencySchema.array().parse((await admin('GET', '/currencies')).body)
    expect(list.map((c) => [c.code, c.exchange_rate, c.is_default, c.has_prices])).toEqual([
      ['EUR', '1', true, true],
      ['USD', '1.08', false, true],
    ])
    const res = await admin('POST', '/currencies', {
      code: 'GBP',
      name: 'Pound sterling',
      exchange_rate: '0.5',
      copy_prices: true,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ code: 'GBP', has_prices: false })
    t.clock.advance(3_600_000)
    const gbp = (await customerList()).currencies.GBP!.rule_sets.DEFAULT!
    expect(gbp.find((r) => r.resource_type === 'CPU')?.price_per_unit).toBe('0.0068495')

    expect((await admin('PATCH', '/currencies/USD', { exchange_rate: '1.1' })).body.exchange_rate).toBe('1.1')
    const refused = await admin('PATCH', '/currencies/EUR', { exchange_rate: '2' })
    expect(refused.status).toBe(400)
    expect((await admin('POST', '/currencies', { code: 'usd', name: 'x', exchange_rate: '1' })).status).toBe(
      400,
    )
  })
})

describe('admin only: a customer gets 403 and nothing changes', () => {
  const cases: [string, string, unknown?][] = [
    ['GET', '/prices'],
    ['POST', '/prices', RAISE],
    ['POST', '/prices/preview', RAISE],
    ['GET', '/currencies'],
    ['POST', '/currencies', { code: 'GBP', name: 'Pound', exchange_rate: '0.9' }],
    ['PATCH', '/currencies/USD', { exchange_rate: '2' }],
  ]
  it.each(cases)('%s /v1/admin%s', async (method, path, json) => {
    const before = [await t.store.db.select().from(priceLists), await t.store.db.select().from(currencies)]
    const res = await call(t.app, method, `/v1/admin${path}`, {
      token: t.alice.token,
      ...(json ? { json } : {}),
    })
    expect(res.status).toBe(403)
    expect([await t.store.db.select().from(priceLists), await t.store.db.select().from(currencies)]).toEqual(
      before,
    )
  })
})
