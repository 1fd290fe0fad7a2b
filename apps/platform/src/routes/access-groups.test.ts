import { describe, expect, it } from 'vitest'
import {
  WarrenAccessGroupSchema,
  WarrenBucketSchema,
  WarrenNetworkSchema,
  ImpersonationSchema,
} from '@cirrus/domain'
import { count } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { accessGroups, impersonations } from '../store/schema.js'

const t = usePlatform()
const GROUPS = '/v1/user-resource/access_group'

const groupCount = async () => (await t.store.db.select({ n: count() }).from(accessGroups))[0]!.n
const memberCount = async () => (await t.store.db.select({ n: count() }).from(impersonations))[0]!.n

describe('access groups (SPEC §7 Access delegation, API-NOTES §14.1)', () => {
  it('creates unrestricted and restricted groups and lists the caller’s own', async () => {
    const open = await call(t.app, 'POST', GROUPS, { token: t.alice.token, json: { name: 'Ops team' } })
    expect(open.status).toBe(200)
    expect(WarrenAccessGroupSchema.parse(open.body)).toMatchObject({
      name: 'Ops team',
      billing_account_id: null,
      impersonations: [],
    })
    const restricted = await call(t.app, 'POST', GROUPS, {
      token: t.alice.token,
      form: { name: 'Billing only', billing_account_id: String(t.alice.billingAccountId) },
    })
    expect(restricted.body.billing_account_id).toBe(t.alice.billingAccountId)
    const list = await call(t.app, 'GET', GROUPS, { token: t.alice.token })
    expect(list.body.map((g: { name: string }) => g.name)).toEqual(['Ops team', 'Billing only'])
    expect((await call(t.app, 'GET', GROUPS, { token: t.bob.token })).body).toEqual([])
  })

  it('refuses a missing name or a foreign billing account with a 400 naming the field, writing nothing', async () => {
    const noName = await call(t.app, 'POST', GROUPS, { token: t.alice.token, json: {} })
    expect(noName.status).toBe(400)
    expect(Object.keys(noName.body.errors)).toEqual(['name'])
    const foreign = await call(t.app, 'POST', GROUPS, {
      token: t.alice.token,
      json: { name: 'x', billing_account_id: t.bob.billingAccountId },
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toHaveProperty('billing_account_id')
    expect(await groupCount()).toBe(0)
  })

  it('adds users by username: unknown 404, yourself 400, twice 409', async () => {
    const group = await call(t.app, 'POST', GROUPS, { token: t.alice.token, json: { name: 'team' } })
    const path = `${GROUPS}/${group.body.id}/impersonation`
    const added = await call(t.app, 'POST', path, {
      token: t.alice.token,
      json: { grantee_username: t.bob.email },
    })
    expect(added.status).toBe(200)
    expect(ImpersonationSchema.parse(added.body)).toMatchObject({
      grantee_username: t.bob.email,
      access_owner: t.alice.email,
      access_group_id: String(group.body.id),
    })
    const unknown = await call(t.app, 'POST', path, {
      token: t.alice.token,
      json: { grantee_username: 'nobody@example.test' },
    })
    expect(unknown).toMatchObject({ status: 404, body: { message: 'User not found' } })
    const self = await call(t.app, 'POST', path, {
      token: t.alice.token,
      json: { grantee_username: t.alice.email },
    })
    expect(self.status).toBe(400)
    const twice = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { grantee_username: t.bob.email },
    })
    expect(twice.status).toBe(409)
    const missing = await call(t.app, 'POST', path, { token: t.alice.token, json: {} })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors)).toEqual(['grantee_username'])
    expect(await memberCount()).toBe(1)
    const list = await call(t.app, 'GET', GROUPS, { token: t.alice.token })
    expect(list.body[0].impersonations.map((i: { grantee_username: string }) => i.grantee_username)).toEqual([
      t.bob.email,
    ])
  })

  it('refuses another user’s group and unknown ids with 404', async () => {
    const group = await call(t.app, 'POST', GROUPS, { token: t.alice.token, json: { name: 'team' } })
    const added = await call(t.app, 'POST', `${GROUPS}/${group.body.id}/impersonation`, {
      token: t.alice.token,
      json: { grantee_username: t.bob.email },
    })
    const attempts = [
      ['POST', `${GROUPS}/${group.body.id}/impersonation`, t.bob.token],
      ['DELETE', `${GROUPS}/${group.body.id}/impersonation/${added.body.id}`, t.bob.token],
      ['DELETE', `${GROUPS}/${group.body.id}`, t.bob.token],
      ['DELETE', `${GROUPS}/999999`, t.alice.token],
      ['DELETE', `${GROUPS}/abc`, t.alice.token],
      ['DELETE', `${GROUPS}/${group.body.id}/impersonation/999999`, t.alice.token],
    ] as const
    for (const [method, path, token] of attempts) {
      const res = await call(t.app, method, path, { token, json: { grantee_username: t.admin.email } })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    expect(await memberCount()).toBe(1)
  })

  it('removes a user and deletes a group with its members', async () => {
    const group = await call(t.app, 'POST', GROUPS, { token: t.alice.token, json: { name: 'team' } })
    const bob = await call(t.app, 'POST', `${GROUPS}/${group.body.id}/impersonation`, {
      token: t.alice.token,
      json: { grantee_username: t.bob.email },
    })
    await call(t.app, 'POST', `${GROUPS}/${group.body.id}/impersonation`, {
      token: t.alice.token,
      json: { grantee_username: t.admin.email },
    })
    const removed = await call(t.app, 'DELETE', `${GROUPS}/${group.body.id}/impersonation/${bob.body.id}`, {
      token: t.alice.token,
    })
    expect(removed).toMatchObject({ status: 200, body: { success: true } })
    expect(await memberCount()).toBe(1)
    const deleted = await call(t.app, 'DELETE', `${GROUPS}/${group.body.id}`, { token: t.alice.token })
    expect(deleted.status).toBe(200)
    expect([await groupCount(), await memberCount()]).toEqual([0, 0])
  })

  it('is refused to a restricted token', async () => {
    const res = await call(t.app, 'POST', GROUPS, { token: t.aliceRestrictedToken, json: { name: 'team' } })
    expect(res.status).toBe(403)
    expect(await groupCount()).toBe(0)
  })
})

describe('the grants a user received (GET …/access_group/impersonation)', () => {
  it('lists the groups the caller was added to, with the owner, and nobody else’s', async () => {
    await shareWith(t, t.alice, t.bob)
    const mine = await call(t.app, 'GET', `${GROUPS}/impersonation`, { token: t.bob.token })
    expect(mine.status).toBe(200)
    expect(mine.body).toHaveLength(1)
    expect(ImpersonationSchema.parse(mine.body[0])).toMatchObject({
      grantee_username: t.bob.email,
      access_owner: t.alice.email,
      access_owner_id: t.alice.id,
    })
    // The owner is not a grantee of her own group; a stranger sees nothing.
    expect((await call(t.app, 'GET', `${GROUPS}/impersonation`, { token: t.alice.token })).body).toEqual([])
    expect((await call(t.app, 'GET', `${GROUPS}/impersonation`, { token: t.admin.token })).body).toEqual([])
  })

  it('answers a restricted token only with grants of its billing account', async () => {
    await shareWith(t, t.bob, t.alice)
    const res = await call(t.app, 'GET', `${GROUPS}/impersonation`, { token: t.aliceRestrictedToken })
    expect(res).toMatchObject({ status: 200, body: [] })
  })
})

describe('what delegation shares (access.ts)', () => {
  it('an unrestricted group shares every billing account of the grantor', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const before = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.bob.token })
    expect(before.body.map((a: { id: number }) => a.id)).toEqual([t.bob.billingAccountId])
    await shareWith(t, t.alice, t.bob)
    const after = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.bob.token })
    expect(after.body.map((a: { id: number }) => a.id)).toEqual([
      t.alice.billingAccountId,
      t.bob.billingAccountId,
      second,
    ])
  })

  it('a restricted group shares only its billing account, and removal ends the sharing', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const groupId = await shareWith(t, t.alice, t.bob, second)
    const shared = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.bob.token })
    expect(shared.body.map((a: { id: number }) => a.id)).toEqual([t.bob.billingAccountId, second])
    await call(t.app, 'DELETE', `${GROUPS}/${groupId}`, { token: t.alice.token })
    const ended = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.bob.token })
    expect(ended.body.map((a: { id: number }) => a.id)).toEqual([t.bob.billingAccountId])
  })

  it('a grantee’s network and bucket lists name each shared one’s owner (user_id, SPEC §6)', async () => {
    await call(t.app, 'POST', '/v1/tll01/network/network?name=Shared', { token: t.alice.token })
    await call(t.app, 'PUT', '/v1/storage/bucket', {
      token: t.alice.token,
      form: { name: 'alice-shared', billing_account_id: t.alice.billingAccountId },
    })
    await shareWith(t, t.alice, t.bob)
    const networks = await call(t.app, 'GET', '/v1/tll01/network/networks', { token: t.bob.token })
    expect(networks.body.map((n: unknown) => WarrenNetworkSchema.parse(n).user_id)).toEqual([t.alice.id])
    const buckets = await call(t.app, 'GET', '/v1/storage/bucket/list', { token: t.bob.token })
    expect(buckets.body.map((b: unknown) => WarrenBucketSchema.parse(b).user_id)).toEqual([t.alice.id])
  })
})
