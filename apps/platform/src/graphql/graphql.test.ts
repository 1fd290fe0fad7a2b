import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { insertVm } from '../../test/fixtures.js'
import { EXPLORER_PAGE } from './explorer.js'
import { MAX_PAGE } from './limits.js'
import { hosts, vms } from '../store/schema.js'

const t = usePlatform()

const gql = (user: TestUser | null, query: string, variables?: Record<string, unknown>, headers = {}) =>
  call(t.app, 'POST', '/graphql', { token: user?.token, json: { query, variables }, headers })

/** Signs in through the page's call and returns the session cookie. */
async function signIn(user: TestUser): Promise<string> {
  const res = await call(t.app, 'POST', '/auth/sign-in', {
    json: { email: user.email, password: user.password },
  })
  expect(res.status).toBe(200)
  return res.headers.get('set-cookie')!.split(';')[0]!
}

describe('/graphql: administrators only', () => {
  it('answers an administrator with users, billing accounts and VMs joined', async () => {
    await insertVm(t.store, t.alice, { name: 'alice-web', privateIpv4: '10.0.0.7' })
    const res = await gql(
      t.admin,
      `{ virtualMachines(search: "alice") { total items { name privateIpv4 owner { email } billingAccount { id ownerEmail } } } }`,
    )
    expect(res.status).toBe(200)
    expect(res.body.errors).toBeUndefined()
    expect(res.body.data.virtualMachines).toEqual({
      total: 1,
      items: [
        {
          name: 'alice-web',
          privateIpv4: '10.0.0.7',
          owner: { email: t.alice.email },
          billingAccount: { id: t.alice.billingAccountId, ownerEmail: t.alice.email },
        },
      ],
    })
  })

  it('refuses a customer token and a customer session with 403, reading nothing', async () => {
    const byToken = await gql(t.alice, '{ users { total } }')
    expect(byToken.status).toBe(403)
    expect(byToken.body).toEqual({
      message: 'Only for administrative users',
      errors: { Error: 'Only for administrative users' },
    })
    const cookie = await signIn(t.alice)
    const bySession = await gql(null, '{ users { total } }', undefined, {
      cookie,
      'X-Cirrus-Client': 'console',
    })
    expect(bySession.status).toBe(403)
    expect(bySession.body.message).toBe('Only for administrative users')
    const explorer = await call(t.app, 'GET', '/graphql', { headers: { cookie, accept: 'text/html' } })
    expect(explorer.status).toBe(403)
  })

  it('refuses a signed-out caller with 401 and a session POST without the console header with 403', async () => {
    const anonymous = await gql(null, '{ users { total } }')
    expect(anonymous.status).toBe(401)
    const cookie = await signIn(t.admin)
    const noHeader = await gql(null, '{ users { total } }', undefined, { cookie })
    expect(noHeader.status).toBe(403)
    const withHeader = await gql(null, '{ users { total } }', undefined, {
      cookie,
      'X-Cirrus-Client': 'console',
    })
    expect(withHeader.status).toBe(200)
    expect(withHeader.body.data.users.total).toBe(3)
  })
})

describe('/graphql: paging and filters', () => {
  it('pages users newest first and filters them', async () => {
    const first = await gql(t.admin, '{ users(limit: 2) { total items { email isAdmin } } }')
    expect(first.body.data.users.total).toBe(3)
    expect(first.body.data.users.items.map((u: { email: string }) => u.email)).toEqual([
      t.admin.email,
      t.bob.email,
    ])
    const next = await gql(t.admin, '{ users(limit: 2, offset: 2) { items { email } } }')
    expect(next.body.data.users.items).toEqual([{ email: t.alice.email }])
    const admins = await gql(t.admin, '{ users(isAdmin: true) { total items { email } } }')
    expect(admins.body.data.users).toEqual({ total: 1, items: [{ email: t.admin.email }] })
    const search = await gql(t.admin, '{ users(search: "BOB") { items { email } } }')
    expect(search.body.data.users.items).toEqual([{ email: t.bob.email }])
  })

  it('finds VMs by UUID, IP and owner, and filters by status', async () => {
    const vm = await insertVm(t.store, t.bob, { name: 'bob-db', privateIpv4: '10.0.3.9', status: 'stopped' })
    await insertVm(t.store, t.alice, { name: 'alice-web' })
    const query = `query($s: String, $st: String) { virtualMachines(search: $s, status: $st) { total items { uuid } } }`
    for (const s of [vm.uuid.slice(0, 8), '10.0.3.9', 'bob@']) {
      const res = await gql(t.admin, query, { s })
      expect(res.body.data.virtualMachines.items).toEqual([{ uuid: vm.uuid }])
    }
    const stopped = await gql(t.admin, query, { st: 'stopped' })
    expect(stopped.body.data.virtualMachines.total).toBe(1)
  })

  it('bounds the page size', async () => {
    const res = await gql(t.admin, `{ users(limit: ${MAX_PAGE + 1}) { total } }`)
    expect(res.body.errors[0].message).toBe(`limit must be 1 to ${MAX_PAGE}`)
    expect(res.body.data.users).toBeNull()
  })

  it('reads billing accounts with owner, cost and usage, and the catalogue', async () => {
    const res = await gql(
      t.admin,
      `{ billingAccounts(search: "alice") { total items { id owner { email } monthToDateCost usage { resourceType } } }
         locations { slug hostPools { name } } images { osName versions { osVersion published } } priceLists { month } }`,
    )
    expect(res.body.errors).toBeUndefined()
    expect(res.body.data.billingAccounts.items[0]).toMatchObject({
      id: t.alice.billingAccountId,
      owner: { email: t.alice.email },
      monthToDateCost: '0',
      usage: [],
    })
    expect(res.body.data.locations.length).toBeGreaterThan(0)
    expect(res.body.data.images.length).toBeGreaterThan(0)
  })
})

describe('/graphql: hosts', () => {
  it('reads every host with its pool, capacity and load, and the hosts of a pool', async () => {
    const vm = await insertVm(t.store, t.alice, { vcpu: 2, memory: 2048 })
    const [host] = await t.store.db.select().from(hosts).limit(1)
    await t.store.db.update(vms).set({ hostUuid: host!.uuid }).where(eq(vms.uuid, vm.uuid))
    const res = await gql(
      t.admin,
      `{ hosts { uuid name location maintenance vmCount capacity { vcpuTotal vcpuUsed ramMbTotal ramMbUsed }
           pool { uuid name } }
         hostPools { uuid hosts { uuid } capacity { vcpuUsed } } }`,
    )
    expect(res.body.errors).toBeUndefined()
    const found = res.body.data.hosts.find((h: { uuid: string }) => h.uuid === host!.uuid)
    expect(found).toMatchObject({
      vmCount: 1,
      capacity: { vcpuUsed: 2, ramMbUsed: 2048 },
      pool: { uuid: host!.poolUuid },
    })
    expect(found.capacity.vcpuTotal).toBeGreaterThanOrEqual(host!.cpuThreads)
    const pool = res.body.data.hostPools.find((p: { uuid: string }) => p.uuid === host!.poolUuid)
    expect(pool.hosts.map((h: { uuid: string }) => h.uuid)).toContain(host!.uuid)
    expect(pool.capacity.vcpuUsed).toBe(2)
  })

  it('refuses hosts to a customer', async () => {
    const res = await gql(t.alice, '{ hosts { uuid } }')
    expect(res.status).toBe(403)
  })
})

describe('/graphql: depth and cost limits', () => {
  it('refuses a query that is too deep before running it', async () => {
    const deep = `{ virtualMachines { items { owner { billingAccounts { owner { billingAccounts { owner { id } } } } } } } }`
    const res = await gql(t.admin, deep)
    expect(res.body.data).toBeUndefined()
    expect(res.body.errors[0].message).toMatch(/depth/i)
  })

  it('refuses a query that is too costly before running it', async () => {
    const fields = 'id email firstName lastName isAdmin suspended createdAt lastActivity'
    const aliases = Array.from({ length: 150 }, (_, i) => `u${i}: users { items { ${fields} } }`).join(' ')
    const res = await gql(t.admin, `{ ${aliases} }`)
    expect(res.body.data).toBeUndefined()
    expect(res.body.errors[0].message).toMatch(/cost/i)
  })
})

describe('/graphql explorer', () => {
  it('serves the explorer to an administrator, with no external address', async () => {
    const cookie = await signIn(t.admin)
    const res = await call(t.app, 'GET', '/graphql', { headers: { cookie, accept: 'text/html' } })
    expect(res.status).toBe(200)
    expect(res.text).toBe(EXPLORER_PAGE)
    // Every address the page loads is this server's own (no CDN), and there is no inline script (CSP).
    const urls = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url).toMatch(/^\/graphql\/explorer\//)
    expect(res.text).not.toMatch(/https?:\/\//)
    expect(res.text).not.toMatch(/<script>/)
  })

  it('serves its files from npm packages, and nothing else', async () => {
    const js = await call(t.app, 'GET', '/graphql/explorer/graphiql.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toContain('javascript')
    expect(js.text).toContain('renderYogaGraphiQL')
    const start = await call(t.app, 'GET', '/graphql/explorer/start.js')
    expect(start.text).toContain('/graphql/explorer/')
    expect(start.text).not.toMatch(/https?:\/\//)
    const css = await call(t.app, 'GET', '/graphql/explorer/graphiql.css')
    expect(css.headers.get('content-type')).toContain('text/css')
    expect((await call(t.app, 'GET', '/graphql/explorer/package.json')).status).toBe(404)
  })
})
