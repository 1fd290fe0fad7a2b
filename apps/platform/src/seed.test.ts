import { describe, expect, it } from 'vitest'
import { count, sql } from 'drizzle-orm'
import { call, truncateAll, usePlatform } from '../test/helpers.js'
import { withDatabase } from '../test/global-setup.js'
import { createStore, type Store } from './store/store.js'
import { createApp } from './app.js'
import { testSettings } from './settings.js'
import { locations, users, vms } from './store/schema.js'
import { DEMO_USERS, seedDemo } from './seed.js'

const t = usePlatform()

async function signIn(email: string, password: string) {
  const res = await call(t.app, 'POST', '/auth/sign-in', { json: { email, password } })
  const cookie = /cirrus_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[0]
  return { res, headers: { cookie: cookie ?? '' } }
}

describe('demo seed', () => {
  it('loads the catalogue, the demo customer with resources and the administrator, once', async () => {
    await truncateAll(t.store)
    expect(await seedDemo(t.app.platform)).toBe(true)
    expect(await seedDemo(t.app.platform)).toBe(false)

    const customer = await signIn(DEMO_USERS.customer.email, DEMO_USERS.customer.password)
    expect(customer.res.body).toMatchObject({ name: 'demo@cirrus.test', is_admin: false })
    const vms = await call(t.app, 'GET', '/v1/user-resource/vm/list', { headers: customer.headers })
    expect(vms.body.map((v: { name: string; status: string }) => [v.name, v.status])).toEqual([
      ['web-1', 'running'],
      ['db-1', 'stopped'],
    ])
    expect(vms.body[0].public_ipv4).toBeTruthy()
    expect(vms.body[1].storage[0].replica).toHaveLength(1)
    const disks = await call(t.app, 'GET', '/v1/storage/disks', { headers: customer.headers })
    expect(disks.body.map((d: { display_name: string }) => d.display_name)).toEqual(['backup-volume'])
    const locations = await call(t.app, 'GET', '/v1/config/locations', { headers: customer.headers })
    expect(locations.body.map((l: { slug: string; is_default: boolean }) => [l.slug, l.is_default])).toEqual([
      ['tll01', true],
      ['jhv02', false],
    ])

    const admin = await signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password)
    expect(admin.res.body.is_admin).toBe(true)
  })

  it('seeds once when two processes start together on an empty database', async () => {
    await truncateAll(t.store)
    // A second process: on PostgreSQL its own pool on the same database (the advisory lock is what stops it);
    // on PGlite, which one process owns, a second platform on the same store.
    let otherStore: Store = t.store
    if (t.store.kind === 'postgres') {
      const [row] = await t.store.rows<{ name: string }>(sql`select current_database() as name`)
      const url = withDatabase(process.env.TEST_DATABASE_URL!, row!.name)
      otherStore = await createStore({ databaseUrl: url, poolSize: 4, migrate: false })
    }
    const other = createApp(otherStore, { settings: testSettings, log: () => undefined })
    const results = await Promise.all([seedDemo(t.app.platform), seedDemo(other.platform)])
    expect(results.toSorted()).toEqual([false, true])
    const n = async (table: typeof users | typeof vms | typeof locations) =>
      (await t.store.db.select({ n: count() }).from(table))[0]!.n
    expect(await n(users)).toBe(2)
    expect(await n(vms)).toBe(2)
    expect(await n(locations)).toBe(2)
    await other.platform.stop()
    if (otherStore !== t.store) await otherStore.close()
  })

  it('gives up waiting for a held lock after its deadline, naming it', async () => {
    let release!: () => void
    const held = t.store.exclusively(42, () => new Promise<void>((resolve) => (release = resolve)))
    await expect(t.store.exclusively(42, async () => 'never', 50)).rejects.toThrow(
      /Gave up waiting for lock 42/,
    )
    release()
    await held
    expect(await t.store.exclusively(42, async () => 'free again')).toBe('free again')
  })
})

describe('image catalogue (API-NOTES §11)', () => {
  it('offers the images Warren operators offer, so SDKs with fixed image lists can create VMs', async () => {
    const res = await call(t.app, 'GET', '/v1/config/vm_images', { token: t.alice.token })
    const offered = Object.fromEntries(
      res.body.map((i: { os_name: string; versions: { os_version: string }[] }) => [
        i.os_name,
        i.versions.map((v) => v.os_version),
      ]),
    )
    expect(offered).toEqual({
      ubuntu: ['24.04', '22.04', '20.04'],
      debian: ['12', '11'],
      almalinux: ['9', '8'],
      rocky: ['9', '8'],
      windows: ['2022', '2019'],
    })
    for (const [os_name, os_version] of [
      ['ubuntu', '20.04'],
      ['debian', '11'],
      ['almalinux', '8'],
      ['rocky', '9'],
      ['windows', '2019'],
    ]) {
      const vm = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
        token: t.alice.token,
        json: {
          name: `sdk-${os_name}`,
          os_name,
          os_version,
          disks: 20,
          vcpu: 2,
          ram: 2048,
          username: 'sdk',
          password: 'Sdk-password-1',
        },
      })
      expect(vm.status, `${os_name} ${os_version}: ${vm.text}`).toBe(200)
      expect(vm.body).toMatchObject({ os_name, os_version })
    }
  })
})
