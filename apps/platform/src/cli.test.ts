import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../test/helpers.js'
import { runCli } from './cli.js'

const t = usePlatform()

async function cli(...argv: string[]) {
  const lines: string[] = []
  const code = await runCli(argv, (line) => lines.push(line), t.store)
  return { code, lines }
}

describe('operator CLI', () => {
  it('creates an administrator who can sign in', async () => {
    const res = await cli(
      'user:create',
      '--email',
      'ops@example.test',
      '--password',
      'operator-pass-1',
      '--admin',
    )
    expect(res).toEqual({
      code: 0,
      lines: [expect.stringMatching(/^Created administrator ops@example.test/)],
    })
    const signIn = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: 'ops@example.test', password: 'operator-pass-1' },
    })
    expect(signIn.body.is_admin).toBe(true)
  })

  it('refuses a weak password and a taken email', async () => {
    await expect(cli('user:create', '--email', 'x@example.test', '--password', 'short')).rejects.toThrow(
      /at least 10/,
    )
    await expect(cli('user:create', '--email', t.alice.email, '--password', 'long-enough-1')).rejects.toThrow(
      /already registered/,
    )
  })

  it('creates a restricted API token that works, printed once', async () => {
    const res = await cli(
      'token:create',
      '--email',
      t.alice.email,
      '--billing-account',
      String(t.alice.billingAccountId),
    )
    expect(res.code).toBe(0)
    const token = res.lines[1]!
    const me = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token })
    expect(me.body.map((a: { id: number }) => a.id)).toEqual([t.alice.billingAccountId])
    await expect(
      cli('token:create', '--email', t.alice.email, '--billing-account', String(t.bob.billingAccountId)),
    ).rejects.toThrow(/no billing account/)
  })

  it('resets a password', async () => {
    expect((await cli('password:reset', '--email', t.bob.email, '--password', 'brand-new-pass-2')).code).toBe(
      0,
    )
    const old = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: t.bob.email, password: t.bob.password },
    })
    expect(old.status).toBe(401)
    const fresh = await call(t.app, 'POST', '/auth/sign-in', {
      json: { email: t.bob.email, password: 'brand-new-pass-2' },
    })
    expect(fresh.status).toBe(200)
  })

  it('runs migrations and prints usage for unknown commands', async () => {
    expect((await cli('migrate')).code).toBe(0)
    const unknown = await cli('frobnicate')
    expect(unknown.code).toBe(2)
    expect(unknown.lines[0]).toContain('Unknown command: frobnicate')
  })

  it('sets and shows the quotas of a billing account; the API then refuses past the override', async () => {
    const id = String(t.alice.billingAccountId)
    const set = await cli('quota:set', '--billing-account', id, '--networks', '1', '--disk-gb', '500')
    expect(set.code).toBe(0)
    expect(set.lines).toContainEqual(expect.stringMatching(/^networks +0 \/ 1$/))
    expect(set.lines).toContainEqual(expect.stringMatching(/^disk_gb +0 \/ 500$/))
    const net = (name: string) =>
      call(t.app, 'POST', `/v1/tll01/network/network?name=${name}`, { token: t.alice.token })
    expect((await net('first')).status).toBe(200)
    const refused = await net('second')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^Quota exceeded: Networks is limited to 1 on billing account/)
    // "default" goes back to the QUOTA_* default; the other override stays.
    await cli('quota:set', '--billing-account', id, '--networks', 'default')
    const shown = await cli('quota:show', '--billing-account', id)
    expect(shown.lines).toContainEqual(expect.stringMatching(/^networks +1 \/ 50$/))
    expect(shown.lines).toContainEqual(expect.stringMatching(/^disk_gb +0 \/ 500$/))
    expect((await net('second')).status).toBe(200)
  })

  it('refuses a quota that is not a whole number, a missing quota and an unknown billing account', async () => {
    const id = String(t.alice.billingAccountId)
    await expect(cli('quota:set', '--billing-account', id, '--vms=-1')).rejects.toThrow(/whole number/)
    await expect(cli('quota:set', '--billing-account', id, '--vms', '1e3')).rejects.toThrow(/whole number/)
    await expect(cli('quota:set', '--billing-account', id)).rejects.toThrow(/at least one quota/)
    await expect(cli('quota:set', '--billing-account', '999999', '--vms', '1')).rejects.toThrow(
      /No billing account 999999/,
    )
  })
})
