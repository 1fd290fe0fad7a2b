/**
 * The paged VM list (issue 17, a big account; CONTRACTS.md "Paged VM list"): GET /v1/{location}/user-resource/vm/page
 * — paging, sort by the table's columns, the search and the column filters, the total and the per-status counts,
 * who sees what, and a clear 400 on a bad query. Warren's vm/list is untouched (vm.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { WarrenVmPageSchema, type WarrenVmPage } from '@cirrus/domain'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { insertVm } from '../../test/fixtures.js'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { floatingIps } from '../store/schema.js'

const t = usePlatform()

const page = (query: string, token = t.alice.token) =>
  call(t.app, 'GET', `/v1/tll01/user-resource/vm/page${query ? `?${query}` : ''}`, { token })

async function pageOf(query: string, token = t.alice.token): Promise<WarrenVmPage> {
  const res = await page(query, token)
  expect(res.status).toBe(200)
  return WarrenVmPageSchema.parse(res.body)
}

const names = (p: WarrenVmPage) => p.items.map((vm) => vm.name)

/** Five VMs of alice: names out of order, two stopped, one bigger, one with a public IP. */
async function seedAlice(user: TestUser = t.alice) {
  const made = []
  for (const [i, name, status, vcpu] of [
    [1, 'delta', 'running', 1],
    [2, 'Alpha', 'stopped', 1],
    [3, 'echo', 'running', 4],
    [4, 'bravo', 'running', 1],
    [5, 'charlie', 'stopped', 2],
  ] as const) {
    made.push(
      await insertVm(t.store, user, {
        name,
        hostname: name,
        status,
        vcpu,
        memory: 1024 * vcpu,
        privateIpv4: `10.0.0.${10 + i}`,
        createdAt: new Date(Date.UTC(2026, 0, i)),
      }),
    )
  }
  return made
}

describe('GET vm/page (issue 17)', () => {
  it('pages by name with the total, bounded pages and the per-status counts', async () => {
    await seedAlice()
    const res = await page('per_page=2')
    const first = WarrenVmPageSchema.parse(res.body)
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2, status_counts: { running: 3, stopped: 2 } })
    expect(names(first)).toEqual(['Alpha', 'bravo'])
    expect(names(await pageOf('per_page=2&page=3'))).toEqual(['echo'])
    expect((await pageOf('per_page=2&page=4')).items).toEqual([])
    // Each item is Warren's VM object, as vm/list has it.
    const list = (await call(t.app, 'GET', '/v1/tll01/user-resource/vm/list', { token: t.alice.token })).body
    const alpha = list.find((vm: { name: string }) => vm.name === 'Alpha')
    expect(res.body.items[0]).toEqual(alpha)
  })

  it('sorts by name, status, price and creation, either way', async () => {
    await seedAlice()
    expect(names(await pageOf('sort=name&order=desc'))).toEqual([
      'echo',
      'delta',
      'charlie',
      'bravo',
      'Alpha',
    ])
    expect(names(await pageOf('sort=status'))).toEqual(['bravo', 'delta', 'echo', 'Alpha', 'charlie'])
    expect(names(await pageOf('sort=created&order=desc'))).toEqual([
      'charlie',
      'bravo',
      'echo',
      'Alpha',
      'delta',
    ])
    // Price: stopped VMs cost nothing for CPU and RAM (SPEC §4); echo (4 vCPU) is the dearest.
    const dearest = names(await pageOf('sort=price&order=desc'))
    expect(dearest[0]).toBe('echo')
    expect(dearest.slice(3).sort()).toEqual(['Alpha', 'charlie'])
    expect(names(await pageOf('sort=price&order=asc&per_page=2'))).toEqual(['Alpha', 'charlie'])
    expect(names(await pageOf('sort=price&order=asc&per_page=2&page=3'))).toEqual(['echo'])
  })

  it('searches name, uuid, private and public IP; filters by status and billing account', async () => {
    const made = await seedAlice()
    const second = await secondBillingAccount(t, t.alice)
    await insertVm(t.store, { id: t.alice.id, billingAccountId: second }, { name: 'other-account' })
    await t.store.db.insert(floatingIps).values({
      userId: t.alice.id,
      billingAccountId: t.alice.billingAccountId,
      location: 'tll01',
      address: '203.0.113.77',
      assignedTo: made[3]!.uuid,
    })
    expect(names(await pageOf('search=ALP'))).toEqual(['Alpha'])
    expect(names(await pageOf(`search=${made[2]!.uuid.slice(4, 20)}`))).toEqual(['echo'])
    expect(names(await pageOf('search=10.0.0.11'))).toEqual(['delta'])
    expect(names(await pageOf('search=113.77'))).toEqual(['bravo'])
    // A LIKE pattern character is text, not a wildcard.
    expect((await pageOf('search=%25')).total).toBe(0)
    const stopped = await pageOf('status=stop')
    expect(names(stopped)).toEqual(['Alpha', 'charlie'])
    // The counts stay beside the status filter (the table shows every status's count), the total follows it.
    expect(stopped).toMatchObject({ total: 2, status_counts: { running: 4, stopped: 2 } })
    expect(names(await pageOf(`billing_account_id=${second}`))).toEqual(['other-account'])
    expect((await pageOf(`billing_account_id=${t.alice.billingAccountId}&status=running`)).total).toBe(3)
  })

  it('filters by several billing accounts (issue 18, the column filter); a stranger’s account gives no rows of others', async () => {
    await seedAlice()
    const second = await secondBillingAccount(t, t.alice)
    const third = await secondBillingAccount(t, t.alice)
    await insertVm(t.store, { id: t.alice.id, billingAccountId: second }, { name: 'second-account' })
    await insertVm(t.store, { id: t.alice.id, billingAccountId: third }, { name: 'third-account' })
    await insertVm(t.store, t.bob, { name: 'bobs-own' })
    expect(names(await pageOf(`billing_account_id=${second},${third}`))).toEqual([
      'second-account',
      'third-account',
    ])
    const both = await pageOf(`billing_account_id=${t.alice.billingAccountId},${third}&status=stopped`)
    expect(names(both)).toEqual(['Alpha', 'charlie'])
    expect(both.status_counts).toEqual({ running: 4, stopped: 2 }) // third-account runs
    // Bob's account in alice's filter (or alice's in bob's) reveals nothing of the other's.
    expect((await pageOf(`billing_account_id=${t.bob.billingAccountId}`)).total).toBe(0)
    expect(names(await pageOf(`billing_account_id=${t.bob.billingAccountId},${second}`))).toEqual([
      'second-account',
    ])
    const stranger = await pageOf(
      `billing_account_id=${t.alice.billingAccountId},${second},${third}`,
      t.bob.token,
    )
    expect(stranger).toMatchObject({ total: 0, items: [], status_counts: {} })
  })

  it('shows a delegated user the shared VMs and a stranger nothing of them; a restricted token its account', async () => {
    await seedAlice()
    await insertVm(t.store, t.bob, { name: 'bobs-own' })
    expect(names(await pageOf('', t.bob.token))).toEqual(['bobs-own'])
    expect((await pageOf('search=alpha', t.bob.token)).total).toBe(0)
    expect((await pageOf('sort=price', t.bob.token)).items.map((vm) => vm.name)).toEqual(['bobs-own'])
    await shareWith(t, t.alice, t.bob)
    const shared = await pageOf('', t.bob.token)
    expect(shared.total).toBe(6)
    expect(names(shared)).toContain('Alpha')
    // Alice sees only her own.
    expect(names(await pageOf('')).includes('bobs-own')).toBe(false)
    const second = await secondBillingAccount(t, t.alice)
    await insertVm(t.store, { id: t.alice.id, billingAccountId: second }, { name: 'other-account' })
    expect((await pageOf('', t.aliceRestrictedToken)).total).toBe(5)
    expect(names(await pageOf('search=other', t.aliceRestrictedToken))).toEqual([])
  })

  it('answers 400 naming the field for a bad query, and 401 without a key', async () => {
    for (const [query, field] of [
      ['per_page=201', 'per_page'],
      ['per_page=0', 'per_page'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['sort=owner', 'sort'],
      ['order=up', 'order'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['billing_account_id=99999999999', 'billing_account_id'],
      ['billing_account_id=1,,2', 'billing_account_id'],
      ['billing_account_id=1,abc', 'billing_account_id'],
      [`billing_account_id=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'billing_account_id'],
    ]) {
      const res = await page(query!)
      expect(res.status, query).toBe(400)
      expect(Object.keys(res.body.errors ?? {}), query).toContain(field)
      expect(res.body.message, query).toMatch(new RegExp(field!))
    }
    expect((await call(t.app, 'GET', '/v1/tll01/user-resource/vm/page')).status).toBe(401)
  })
})
