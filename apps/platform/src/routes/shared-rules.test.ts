import { describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { TEXT_LIMITS } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { servicePackages, sshKeys, vms } from '../store/schema.js'

// Issue 9 "Shared rules in the domain": the platform validates bodies with the domain's input schemas, which
// carry the same rules as the console's forms (API-NOTES §7.6, CONTRACTS sign-up), and bounds on every number
// and string (adversarial items 2 and 4). What the console refuses, the platform refuses with a 400 naming the
// field, and writes nothing.

const t = usePlatform()
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGZ3b3JrZXJzLWtleS1mb3ItdGVzdHMtb25seQ alice@laptop'
const VM = { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 2, ram: 2048 }
const countOf = async (table: typeof vms | typeof sshKeys | typeof servicePackages) =>
  (await t.store.db.select({ n: count() }).from(table))[0]!.n

describe('VM create refuses what the console form refuses (API-NOTES §7.6)', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['a name of 3 characters', 'name', { name: 'web' }],
    ['a name with an underscore', 'name', { name: 'web_1' }],
    ['a name ending in a hyphen', 'name', { name: 'web1-' }],
    ['a name of 1 MB', 'name', { name: 'a'.repeat(1_000_000) }],
    ['a username starting with a digit', 'username', { username: '9lives', password: 'Secret123' }],
    ['a username of 31 characters', 'username', { username: 'a'.repeat(31), password: 'Secret123' }],
    ['a password without an uppercase letter', 'password', { password: 'secret123' }],
    ['a password of 7 characters', 'password', { password: 'Secret1' }],
    ['a malformed public key', 'public_key', { public_key: 'hello world' }],
    ['a malformed key in public_keys', 'public_keys', { public_keys: [KEY, 'nope'] }],
    ['101 keys', 'public_keys', { public_keys: Array.from({ length: 101 }, () => KEY) }],
    ['cloud-init over 64 KiB', 'cloud_init', { password: 'Secret123', cloud_init: 'x'.repeat(65_537) }],
    [
      'a description over 1000 characters',
      'description',
      { password: 'Secret123', description: 'x'.repeat(1001) },
    ],
    ['vcpu of 2^31', 'vcpu', { password: 'Secret123', vcpu: 2 ** 31 }],
    ['ram of 10^12', 'ram', { password: 'Secret123', ram: 1e12 }],
    ['disks of 2^40', 'disks', { password: 'Secret123', disks: 2 ** 40 }],
    [
      'a billing account id over 32 bits',
      'billing_account_id',
      { password: 'Secret123', billing_account_id: 2 ** 31 },
    ],
  ]
  it.each(cases)('%s: 400 naming %s', async (_label, field, change) => {
    const json = { billing_account_id: t.alice.billingAccountId, ...VM, ...change }
    const res = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', { token: t.alice.token, json })
    expect(res.status).toBe(400)
    // The field itself, or one item of it (`public_keys.1`).
    expect(Object.keys(res.body.errors).some((key) => key.split('.')[0] === field)).toBe(true)
    expect(await countOf(vms)).toBe(0)
  })

  it('accepts the same body within the rules (the cases above differ only in the field named)', async () => {
    const json = {
      billing_account_id: t.alice.billingAccountId,
      ...VM,
      username: 'ada',
      password: 'Secret123',
    }
    const res = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', { token: t.alice.token, json })
    expect(res.status).toBe(200)
  })

  it('rename and clone follow the same name rule', async () => {
    const json = { billing_account_id: t.alice.billingAccountId, ...VM, password: 'Secret123' }
    const vm = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', { token: t.alice.token, json })
    const rename = await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      json: { uuid: vm.body.uuid, name: 'a b' },
    })
    expect(rename.status).toBe(400)
    expect(rename.body.errors).toHaveProperty('name')
    const clone = await call(t.app, 'POST', '/v1/tll01/user-resource/vm/clone', {
      token: t.alice.token,
      json: { uuid: vm.body.uuid, name: 'x' },
    })
    expect(clone.status).toBe(400)
    expect(clone.body.errors).toHaveProperty('name')
  })
})

describe('other bodies: the sign-up password rule and bounds on strings and counts', () => {
  it('sign-up refuses a password the sign-up form refuses, naming password', async () => {
    const res = await call(t.app, 'POST', '/auth/sign-up', {
      json: { email: 'new@example.com', password: 'abcdefghij' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toHaveProperty('password')
  })

  it('an SSH key name of 1 MB is a 400 naming name; a key over the key limit names public_key', async () => {
    const create = (json: unknown) =>
      call(t.app, 'POST', '/v1/user-resource/ssh_keys', { token: t.alice.token, json })
    const longName = await create({ name: 'k'.repeat(1_000_000), public_key: KEY })
    expect(longName.status).toBe(400)
    expect(Object.keys(longName.body.errors)).toEqual(['name'])
    const longKey = await create({ name: 'laptop', public_key: `ssh-rsa ${'A'.repeat(TEXT_LIMITS.sshKey)}` })
    expect(longKey.status).toBe(400)
    expect(Object.keys(longKey.body.errors)).toEqual(['public_key'])
    expect(await countOf(sshKeys)).toBe(0)
  })

  it.each([
    [{ location: 'tll01', minimum: 1e9 }, 'package_parameters.minimum'],
    [{ location: 'tll01', minimum: 250, maximum: 250 }, 'package_parameters.minimum'],
    [{ location: 'tll01', maximum: 2 ** 31 }, 'package_parameters.maximum'],
  ])('a Kubernetes-like service with %j is a 400 naming %s, no VM created', async (params, field) => {
    const res = await call(t.app, 'POST', '/v1/user-resource/service/package', {
      token: t.alice.token,
      json: {
        billing_account_id: t.alice.billingAccountId,
        service: 'kubernetes',
        version: '1.31',
        display_name: 'cluster',
        vm_cpu: 2,
        vm_ram: 2048,
        vm_disk_gb: 20,
        package_parameters: params,
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toHaveProperty([field])
    expect([await countOf(servicePackages), await countOf(vms)]).toEqual([0, 0])
  })
})
