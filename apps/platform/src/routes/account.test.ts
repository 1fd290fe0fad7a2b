import { describe, expect, it } from 'vitest'
import { ConsoleConfigSchema, CurrentUserSchema, PriceListSchema, demoPriceList } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { apiTokens } from '../store/schema.js'

const t = usePlatform()

describe('current user', () => {
  it('returns the CurrentUser of the token owner', async () => {
    const res = await call(t.app, 'GET', '/v1/user-resource/user', { token: t.admin.token })
    expect(res.status).toBe(200)
    const user = CurrentUserSchema.parse(res.body)
    expect(user).toMatchObject({ id: t.admin.id, name: t.admin.email, is_admin: true })
  })
})

describe('API tokens', () => {
  it('creates a token shown once, lists it without the secret, and the new token works', async () => {
    const created = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      form: { description: 'CI deploys' },
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      description: 'CI deploys',
      restricted: false,
      billing_account_id: null,
    })
    expect(created.body.token).toMatch(/^[A-Za-z0-9]{40}$/)
    expect(created.body.token_prefix).toBe(created.body.token.slice(0, 8))
    const list = await call(t.app, 'GET', '/v1/user-resource/token/list', { token: created.body.token })
    expect(list.status).toBe(200)
    expect(list.body.map((x: { description: string }) => x.description)).toContain('CI deploys')
    expect(JSON.stringify(list.body)).not.toContain(created.body.token)
  })

  it('restricts a token to one billing account', async () => {
    const created = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      json: { description: 'restricted', billing_account_id: t.alice.billingAccountId },
    })
    expect(created.body).toMatchObject({ restricted: true, billing_account_id: t.alice.billingAccountId })
    const foreign = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      json: { description: 'stolen', billing_account_id: t.bob.billingAccountId },
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toHaveProperty('billing_account_id')
    const noAccount = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      json: { description: 'restricted', restricted: 'True' },
    })
    expect(noAccount.status).toBe(400)
    expect(noAccount.body.errors).toHaveProperty('billing_account_id')
  })

  it("deletes one's own token; another user's is 404", async () => {
    const created = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      json: { description: 'temporary' },
    })
    const bobs = await call(t.app, 'DELETE', `/v1/user-resource/token/${created.body.id}`, {
      token: t.bob.token,
    })
    expect(bobs.status).toBe(404)
    const own = await call(t.app, 'DELETE', `/v1/user-resource/token/${created.body.id}`, {
      token: t.alice.token,
    })
    expect(own.status).toBe(200)
    const used = await call(t.app, 'GET', '/v1/user-resource/user', { token: created.body.token })
    expect(used.status).toBe(403)
  })
})

describe('billing accounts and invoices', () => {
  it("lists only the caller's billing accounts", async () => {
    const res = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.alice.token })
    expect(res.status).toBe(200)
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([t.alice.billingAccountId])
    expect(res.body[0]).toMatchObject({ is_default: true, is_active: true, reseller: 'Warren' })
    expect(res.body[0].running_totals).toHaveProperty('total')
  })

  it("refuses another user's invoices with 404", async () => {
    const own = await call(t.app, 'GET', `/v1/payment/billing_account/${t.alice.billingAccountId}/invoices`, {
      token: t.alice.token,
    })
    expect(own).toMatchObject({ status: 200, body: [] })
    const other = await call(t.app, 'GET', `/v1/payment/billing_account/${t.bob.billingAccountId}/invoices`, {
      token: t.alice.token,
    })
    expect(other.status).toBe(404)
  })
})

describe('locations, host pools, console config', () => {
  it('lists locations in the Warren shape', async () => {
    const res = await call(t.app, 'GET', '/v1/config/locations', { token: t.alice.token })
    expect(res.body[0]).toEqual({
      display_name: 'Tallinn',
      is_default: true,
      is_preferred: true,
      description: 'Tallinn, Estonia',
      order_nr: 1,
      slug: 'tll01',
      country_code: 'EE',
      is_published: true,
    })
  })

  it('lists host pools with guest_limits per location', async () => {
    const res = await call(t.app, 'GET', '/v1/tll01/user-resource/host_pool/list', { token: t.alice.token })
    expect(res.body[0]).toMatchObject({
      name: 'Standard',
      is_default_designated: true,
      guest_limits: {
        cpu: { min: 1, max: 16 },
        ram_mb: { min: 512, max: 65536 },
        disk_gb: { min: 20, max: 1024 },
      },
    })
  })

  it('serves the console configuration', async () => {
    const res = await call(t.app, 'GET', '/v1/config/console', { token: t.alice.token })
    expect(res.status).toBe(200)
    expect(ConsoleConfigSchema.parse(res.body).features.virtual_machines).toBe(true)
  })
})

describe('pricing', () => {
  it('serves the current price list and the policy derived from it', async () => {
    const list = await call(t.app, 'GET', '/v1/pricing/list/current', { token: t.alice.token })
    expect(list.status).toBe(200)
    const parsed = PriceListSchema.parse(list.body)
    expect(parsed.currencies).toEqual(demoPriceList.currencies)
    const policy = await call(t.app, 'GET', '/v1/pricing/policy', { token: t.alice.token })
    const cpu = policy.body.policy.find((row: { resourceType: string }) => row.resourceType === 'CPU')
    expect(cpu).toMatchObject({ numCpus: 1, price: 0.013699, pricePerUnit: 0.013699 })
    const main = policy.body.policy.find(
      (row: { serviceNameInUptime?: string }) => row.serviceNameInUptime === 'main',
    )
    expect(main).toMatchObject({ resourceType: 'STORAGE', price: 0.000685 })
  })
})

describe('tokens and invoices: isolation, unknown ids, invalid bodies (issue 4 "Done when")', () => {
  it("lists only the caller's tokens; unknown ids are 404; an invalid create writes nothing", async () => {
    await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.bob.token,
      json: { description: 'bob CI' },
    })
    const list = await call(t.app, 'GET', '/v1/user-resource/token/list', { token: t.alice.token })
    expect(list.status).toBe(200)
    expect(list.body.map((x: { description: string }) => x.description)).not.toContain('bob CI')
    const unknown = await call(t.app, 'DELETE', '/v1/user-resource/token/999999', { token: t.alice.token })
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Token not found' } })
    const before = await t.store.db.select().from(apiTokens)
    const invalid = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      json: { description: 'x', billing_account_id: 'abc' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('billing_account_id')
    expect(await t.store.db.select().from(apiTokens)).toEqual(before)
    const noInvoices = await call(t.app, 'GET', '/v1/payment/billing_account/999999/invoices', {
      token: t.alice.token,
    })
    expect(noInvoices).toMatchObject({ status: 404, body: { message: 'Billing account not found' } })
  })
})
