import { describe, expect, it } from 'vitest'
import { SshKeySchema } from '@cirrus/domain'
import { count } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { shareWith } from '../../test/delegation.js'
import { sshKeys } from '../store/schema.js'

const t = usePlatform()
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGZ3b3JrZXJzLWtleS1mb3ItdGVzdHMtb25seQ alice@laptop'
const OTHER_KEY = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 alice@desktop'

const create = (token: string, json: unknown) =>
  call(t.app, 'POST', '/v1/user-resource/ssh_keys', { token, json })

const stored = async () => (await t.store.db.select({ n: count() }).from(sshKeys))[0]!.n

describe('SSH keys (API-NOTES §12)', () => {
  it('creates (200), lists and reads back the key as given', async () => {
    const created = await create(t.alice.token, { name: 'laptop', public_key: KEY })
    expect(created.status).toBe(200)
    expect(SshKeySchema.parse(created.body)).toMatchObject({
      name: 'laptop',
      public_key: KEY,
      user_id: t.alice.id,
    })
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const list = await call(t.app, 'GET', '/v1/user-resource/ssh_keys', { token: t.alice.token })
    expect(list.body.map((k: { uuid: string }) => k.uuid)).toEqual([created.body.uuid])
  })

  it('refuses a malformed key or a missing name with a 400 naming the field, writing nothing', async () => {
    const badKey = await create(t.alice.token, { name: 'laptop', public_key: 'not a key' })
    expect(badKey.status).toBe(400)
    expect(Object.keys(badKey.body.errors)).toEqual(['public_key'])
    const noName = await create(t.alice.token, { public_key: KEY })
    expect(noName.status).toBe(400)
    expect(noName.body.errors).toHaveProperty('name')
    expect(await stored()).toBe(0)
  })

  it('answers 409 for a duplicate name, also on rename', async () => {
    await create(t.alice.token, { name: 'laptop', public_key: KEY })
    const second = await create(t.alice.token, { name: 'desktop', public_key: OTHER_KEY })
    const again = await create(t.alice.token, { name: 'laptop', public_key: OTHER_KEY })
    expect(again.status).toBe(409)
    expect(again.body.errors).toHaveProperty('name')
    const rename = await call(t.app, 'PATCH', `/v1/user-resource/ssh_keys/${second.body.uuid}`, {
      token: t.alice.token,
      json: { name: 'laptop' },
    })
    expect(rename.status).toBe(409)
    // Another user may use the same name.
    expect((await create(t.bob.token, { name: 'laptop', public_key: KEY })).status).toBe(200)
  })

  it('renames and deletes; unknown and foreign keys are 404', async () => {
    const created = await create(t.alice.token, { name: 'laptop', public_key: KEY })
    const path = `/v1/user-resource/ssh_keys/${created.body.uuid}`
    const renamed = await call(t.app, 'PATCH', path, { token: t.alice.token, json: { name: 'work laptop' } })
    expect(renamed).toMatchObject({ status: 200, body: { name: 'work laptop', public_key: KEY } })
    const invalid = await call(t.app, 'PATCH', path, { token: t.alice.token, json: { public_key: 'x' } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('public_key')
    for (const [method, who] of [
      ['PATCH', t.bob.token],
      ['DELETE', t.bob.token],
    ] as const) {
      const res = await call(t.app, method, path, { token: who, json: { name: 'mine now' } })
      expect(res).toMatchObject({ status: 404, body: { message: 'SSH key not found' } })
    }
    const unknown = await call(t.app, 'DELETE', '/v1/user-resource/ssh_keys/not-a-uuid', {
      token: t.alice.token,
    })
    expect(unknown.status).toBe(404)
    const unknownPatch = await call(
      t.app,
      'PATCH',
      '/v1/user-resource/ssh_keys/11111111-1111-4111-8111-111111111111',
      {
        token: t.alice.token,
        json: { name: 'x' },
      },
    )
    expect(unknownPatch).toMatchObject({ status: 404, body: { message: 'SSH key not found' } })
    // Keys are personal: access delegation shares billing resources, not the grantor's keys.
    await shareWith(t, t.alice, t.bob)
    const list = await call(t.app, 'GET', '/v1/user-resource/ssh_keys', { token: t.bob.token })
    expect(list.body).toEqual([])
    expect((await call(t.app, 'DELETE', path, { token: t.bob.token })).status).toBe(404)
    const deleted = await call(t.app, 'DELETE', path, { token: t.alice.token })
    expect(deleted).toMatchObject({ status: 200, body: { success: true } })
    expect(await stored()).toBe(0)
  })
})
