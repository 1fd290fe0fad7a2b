/**
 * The analytics sink and the referral program (issue 14, SPEC §2 /tracking, /referral): administrators only,
 * audited; the customer pages' CSP follows the sink; codes, who referred whom, and the reward credited once the
 * referred user's metered spend reaches the threshold.
 */
import { describe, expect, it } from 'vitest'
import {
  MyReferralSchema,
  ReferralOverviewSchema,
  TrackingSettingsSchema,
  referralErrors,
} from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { runDueMetering } from '../services/metering.js'
import { auditLog } from '../store/schema.js'

const t = usePlatform()

const admin = (method: string, path: string, json?: unknown) =>
  call(t.app, method, `/v1/admin${path}`, { token: t.admin.token, ...(json ? { json } : {}) })

const SINK = { sink_url: 'https://analytics.example.com', events: ['page_view', 'sign_up'] }
const RULE = { active: true, amount: '15', currency: 'EUR', threshold: '1' }

const cspOf = async (path: string) =>
  (await t.app.request(path, { headers: { apikey: t.alice.token } })).headers.get('content-security-policy')

describe('admin growth: administrators only', () => {
  it.each([
    ['GET', '/tracking', undefined],
    ['PUT', '/tracking', SINK],
    ['GET', '/referral', undefined],
    ['PUT', '/referral/rule', RULE],
  ])('refuses a customer: %s %s', async (method, path, json) => {
    const res = await call(t.app, method, `/v1/admin${path}`, {
      token: t.alice.token,
      ...(json ? { json } : {}),
    })
    expect(res.status).toBe(403)
  })

  it('refuses an anonymous caller on the customer referral routes', async () => {
    expect((await call(t.app, 'GET', '/v1/user/referral')).status).toBe(401)
    expect((await call(t.app, 'POST', '/v1/user/referral', { json: { code: 'X' } })).status).toBe(401)
  })
})

describe('tracking: the analytics sink (no injected snippets)', () => {
  it('keeps connect-src to self until a sink is set; then the customer pages allow that origin only', async () => {
    expect(TrackingSettingsSchema.parse((await admin('GET', '/tracking')).body)).toEqual({
      sink_url: null,
      events: [],
    })
    expect(await cspOf('/v1/user-resource/user')).toContain("connect-src 'self';")

    const res = await admin('PUT', '/tracking', { ...SINK, sink_url: 'https://analytics.example.com/' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(SINK)
    for (const path of ['/', '/compute', '/v1/user-resource/user']) {
      const csp = await cspOf(path)
      expect(csp, path).toContain("connect-src 'self' https://analytics.example.com;")
      expect(csp, path).toContain("script-src 'self';")
    }
    // The admin app's pages never talk to the sink.
    expect(await cspOf('/admin')).toContain("connect-src 'self';")

    expect((await admin('PUT', '/tracking', { sink_url: null, events: [] })).status).toBe(200)
    expect(await cspOf('/')).toContain("connect-src 'self';")
    const audit = await t.store.db.select().from(auditLog)
    expect(audit.map((a) => a.action)).toEqual(['tracking.update', 'tracking.update'])
  })

  it.each([
    'http://analytics.example.com',
    'https://analytics.example.com/collect',
    'https://user:pw@analytics.example.com',
    "https://a.example.com 'unsafe-inline'",
    'javascript:alert(1)',
  ])('refuses a sink that is not an https origin, beside the field: %s', async (sink_url) => {
    const res = await admin('PUT', '/tracking', { sink_url, events: [] })
    expect(res.status).toBe(400)
    expect(res.body.errors).toHaveProperty('sink_url')
  })

  it('refuses an unknown event', async () => {
    const res = await admin('PUT', '/tracking', { sink_url: null, events: ['keystrokes'] })
    expect(res.status).toBe(400)
  })

  it('a customer cannot change the sink or the CSP', async () => {
    const res = await call(t.app, 'PUT', '/v1/admin/tracking', {
      token: t.alice.token,
      json: { sink_url: 'https://evil.example.net', events: ['page_view'] },
    })
    expect(res.status).toBe(403)
    expect(await cspOf('/')).not.toContain('evil.example.net')
    expect(await t.store.db.select().from(auditLog)).toEqual([])
  })
})

describe('referral program', () => {
  const mine = async (token: string) =>
    MyReferralSchema.parse((await call(t.app, 'GET', '/v1/user/referral', { token })).body)
  const use = (token: string, code: string) =>
    call(t.app, 'POST', '/v1/user/referral', { token, json: { code } })

  it('gives each user one stable code; records who referred whom once; refuses own, unknown, second', async () => {
    const alice = await mine(t.alice.token)
    expect(alice.code).toMatch(/^[A-Z2-9]{8}$/)
    expect((await mine(t.alice.token)).code).toBe(alice.code)
    expect((await mine(t.bob.token)).code).not.toBe(alice.code)

    const own = await use(t.alice.token, alice.code)
    expect(own.status).toBe(400)
    expect(own.body.errors.code).toBe(referralErrors.own)
    const unknown = await use(t.bob.token, 'NOPE1234')
    expect(unknown.body.errors.code).toBe(referralErrors.unknown)

    expect((await use(t.bob.token, alice.code.toLowerCase())).status).toBe(201)
    const again = await use(t.bob.token, alice.code)
    expect(again.body.errors.code).toBe(referralErrors.already)
    expect(await mine(t.alice.token)).toMatchObject({ referred: 1, rewarded: 0 })

    const overview = ReferralOverviewSchema.parse((await admin('GET', '/referral')).body)
    expect(overview.referrals).toEqual([
      expect.objectContaining({
        referrer_email: 'alice@example.test',
        referred_email: 'bob@example.test',
        rewarded_at: null,
      }),
    ])
  })

  it('refuses a code more than 30 days after sign-up', async () => {
    const { code } = await mine(t.alice.token)
    t.clock.advance(31 * 24 * 3_600_000)
    const res = await use(t.bob.token, code)
    expect(res.body.errors.code).toBe(referralErrors.too_late)
  })

  it('credits the referrer once, when the referred user’s metered spend reaches the threshold', async () => {
    const rule = await admin('PUT', '/referral/rule', RULE)
    expect(rule.status).toBe(200)
    const { code } = await mine(t.alice.token)
    expect((await use(t.bob.token, code)).status).toBe(201)
    const vm = await call(t.app, 'POST', '/v1/user-resource/vm', {
      token: t.bob.token,
      form: { name: 'web-one', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 1, ram: 1024 },
    })
    expect(vm.status).toBe(200)

    t.clock.advance(3_600_000)
    await runDueMetering(t.app.platform)
    let overview = ReferralOverviewSchema.parse((await admin('GET', '/referral')).body)
    // Under one euro after an hour: no reward yet.
    expect(overview.referrals[0]!.rewarded_at).toBeNull()

    t.clock.advance(3 * 24 * 3_600_000)
    await runDueMetering(t.app.platform)
    overview = ReferralOverviewSchema.parse((await admin('GET', '/referral')).body)
    expect(overview.referrals[0]).toMatchObject({ reward_amount: '15', reward_currency: 'EUR' })
    expect(await mine(t.alice.token)).toMatchObject({ referred: 1, rewarded: 1 })

    t.clock.advance(24 * 3_600_000)
    await runDueMetering(t.app.platform)
    const credits = await t.store.db.query.usageRecords.findMany({
      where: (u, { like }) => like(u.resourceUuid, 'referral-%'),
    })
    expect(credits).toEqual([
      expect.objectContaining({ billingAccountId: t.alice.billingAccountId, amount: '-15' }),
    ])
    const audit = await t.store.db.select().from(auditLog)
    expect(audit.map((a) => a.action)).toEqual(['referral_rule.update'])
  })

  it('refuses a rule with a non-positive amount, beside the field', async () => {
    const res = await admin('PUT', '/referral/rule', { ...RULE, amount: '0' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toHaveProperty('amount')
  })
})
