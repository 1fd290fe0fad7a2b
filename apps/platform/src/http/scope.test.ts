/**
 * A restricted token reaches only what its billing account owns (issue 9, adversarial run item 6): not the
 * user-wide S3 credentials or SSH keys, not the user's unrestricted tokens.
 */
import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../../test/helpers.js'

const t = usePlatform()
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3tBWb0bmn3ZQ1XGN0rC9FcEl5vhR+iF2WwCmLh7bX a@b'

describe('a restricted token', () => {
  it('cannot read, create or delete S3 credentials', async () => {
    const created = await call(t.app, 'POST', '/v1/storage/user/keys', { token: t.alice.token })
    expect(created.status).toBe(200)
    const accessKey = created.body[0].accessKey as string
    const restricted = t.aliceRestrictedToken
    for (const [method, path, json] of [
      ['GET', '/v1/storage/user', undefined],
      ['GET', '/v1/storage/user/keys', undefined],
      ['POST', '/v1/storage/user/keys', undefined],
      ['DELETE', '/v1/storage/user/keys', { access_key: accessKey }],
    ] as const) {
      const res = await call(t.app, method, path, { token: restricted, json })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.text).not.toContain(created.body[0].secretKey)
    }
    const after = await call(t.app, 'GET', '/v1/storage/user/keys', { token: t.alice.token })
    expect(after.body).toHaveLength(1)
  })

  it('cannot list, add, change or delete SSH keys', async () => {
    const key = await call(t.app, 'POST', '/v1/user-resource/ssh_keys', {
      token: t.alice.token,
      json: { name: 'laptop', public_key: KEY },
    })
    expect(key.status).toBe(200)
    const restricted = t.aliceRestrictedToken
    const list = await call(t.app, 'GET', '/v1/tll01/user-resource/ssh_keys', { token: restricted })
    expect(list.status).toBe(403)
    expect(list.text).not.toContain(KEY)
    const add = await call(t.app, 'POST', '/v1/user-resource/ssh_keys', {
      token: restricted,
      json: { name: 'other', public_key: KEY },
    })
    expect(add.status).toBe(403)
    const path = `/v1/user-resource/ssh_keys/${key.body.uuid}`
    expect((await call(t.app, 'PATCH', path, { token: restricted, json: { name: 'x' } })).status).toBe(403)
    expect((await call(t.app, 'DELETE', path, { token: restricted })).status).toBe(403)
  })

  it('lists and revokes only the restricted tokens of its billing account', async () => {
    const restricted = t.aliceRestrictedToken
    const list = await call(t.app, 'GET', '/v1/user-resource/token/list', { token: restricted })
    expect(list.status).toBe(200)
    expect(list.body.length).toBeGreaterThan(0)
    for (const token of list.body) {
      expect(token).toMatchObject({ restricted: true, billing_account_id: t.alice.billingAccountId })
    }
    const all = await call(t.app, 'GET', '/v1/user-resource/token/list', { token: t.alice.token })
    const global = all.body.find((token: { restricted: boolean }) => !token.restricted)
    expect(global).toBeTruthy()
    const revoke = await call(t.app, 'DELETE', `/v1/user-resource/token/${global.id}`, { token: restricted })
    expect(revoke.status).toBe(404)
    // The global token still works.
    expect((await call(t.app, 'GET', '/v1/user-resource/user', { token: t.alice.token })).status).toBe(200)
  })
})
