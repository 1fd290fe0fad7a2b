import { describe, expect, it } from 'vitest'
import { call, truncateAll, usePlatform } from '../test/helpers.js'
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
})
