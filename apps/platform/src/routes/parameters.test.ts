import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { DOCUMENTED_GUEST_LIMITS, VmParameterSchema, type VmParameter } from '../services/vm-parameters.js'
import { hostPools } from '../store/schema.js'
import { SEED_POOLS } from '../seed.js'

const t = usePlatform()

/** A valid create; each probe changes one parameter (no public IP, to keep the probes cheap). */
const BASE = {
  name: 'probe',
  os_name: 'ubuntu',
  os_version: '24.04',
  disks: 20,
  vcpu: 2,
  ram: 2048,
  reserve_public_ip: false,
}

/** The document as a map by parameter, checked against its schema. */
async function parameters(
  path = '/v1/api/parameters/vm',
  token = t.alice.token,
): Promise<Map<string, VmParameter>> {
  const res = await call(t.app, 'GET', path, { token })
  expect(res.status, path).toBe(200)
  const list = VmParameterSchema.array().parse(res.body)
  return new Map(list.map((entry) => [entry.parameter, entry]))
}

/** VM create with BASE changed (a key set to undefined is left out); its status and the fields a 400 names. */
async function create(change: Record<string, unknown>, token = t.alice.token, path = '/v1/user-resource/vm') {
  const res = await call(t.app, 'POST', path, { token, json: { ...BASE, ...change } })
  return { status: res.status, fields: Object.keys(res.body?.errors ?? {}) }
}

/** Create passes when `ok`, else answers 400 naming `field`. */
async function expectCreate(change: Record<string, unknown>, ok: boolean, field: string, token?: string) {
  const label = `${JSON.stringify(change)} should ${ok ? 'pass' : 'fail'}`
  const result = await create(change, token)
  if (ok) expect(result, label).toMatchObject({ status: 200 })
  else expect(result, label).toMatchObject({ status: 400, fields: expect.arrayContaining([field]) })
}

describe('GET /api/parameters/vm (API-NOTES §7.5)', () => {
  it('answers with or without a location slug, a bare array sorted by parameter, in the documented shape', async () => {
    const res = await call(t.app, 'GET', '/v1/api/parameters/vm', { token: t.alice.token })
    expect(res.status).toBe(200)
    const names = (res.body as VmParameter[]).map((entry) => entry.parameter)
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(expect.arrayContaining(['disks', 'name', 'os_name', 'os_version', 'ram', 'vcpu']))
    const slugged = await call(t.app, 'GET', '/v1/tll01/api/parameters/vm/', { token: t.alice.token })
    expect(slugged.body).toEqual(res.body)
    const unknown = await call(t.app, 'GET', '/v1/nowhere/api/parameters/vm', { token: t.alice.token })
    expect(unknown.status).toBe(404)
  })

  it('holds VM create to every documented range: min and max pass, one beyond is refused naming the field', async () => {
    const doc = await parameters()
    for (const name of ['vcpu', 'ram', 'disks']) {
      const entry = doc.get(name)!
      expect(entry, name).toMatchObject({ type: 'integer', constraint: 'range' })
      await expectCreate({ [name]: entry.min }, true, name)
      await expectCreate({ [name]: entry.max }, true, name)
      await expectCreate({ [name]: entry.min! - 1 }, false, name)
      await expectCreate({ [name]: entry.max! + 1 }, false, name)
    }
  })

  it("holds Windows guests to the limits listed per os_name, and each entry's mandatory flag to create", async () => {
    const doc = await parameters()
    const versions = doc.get('os_version')!
    let checked = 0
    for (const name of ['vcpu', 'ram']) {
      const entry = doc.get(name)!
      expect(entry.limited_by, name).toBe('os_name')
      for (const limit of entry.limits ?? []) {
        const os = {
          os_name: limit.os_name,
          os_version: versions.limits!.find((l) => l.os_name === limit.os_name)!.values![0],
        }
        await expectCreate({ ...os, [name]: limit.min }, true, name)
        await expectCreate({ ...os, [name]: limit.min! - 1 }, false, name)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
    for (const entry of doc.values()) {
      // Leaving a parameter out passes exactly when it is not mandatory.
      await expectCreate({ [entry.parameter]: undefined }, !entry.mandatory, entry.parameter)
    }
  })

  it('accepts exactly the values its regular expressions accept (name, password, username, SSH keys)', async () => {
    const doc = await parameters()
    const candidates: Record<string, string[]> = {
      name: ['', 'a', 'web server #1', 'web-1'],
      password: ['Secret123', 'secret123', 'SECRET123', 'Secretabc', 'Sec1', 'Pass word 9'],
      username: [
        'deploy',
        '_svc',
        'web-admin_2',
        '9lives',
        '-x',
        'a'.repeat(30),
        'a'.repeat(31),
        'has space',
      ],
      public_key: [
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB0 a@b',
        'ecdsa-sha2-nistp256 AAAAE2VjZHNh==',
        'ssh-rsa',
        'ssh-rsa AAAA@@ x',
        'not a key',
      ],
    }
    candidates.public_keys = candidates.public_key!
    for (const [name, values] of Object.entries(candidates)) {
      const entry = doc.get(name)!
      expect(entry, name).toMatchObject({ type: 'string', constraint: 'regexp' })
      const expression = new RegExp(entry.expression!)
      const outcomes = new Set<boolean>()
      for (const value of values) {
        const ok = expression.test(value)
        outcomes.add(ok)
        await expectCreate({ [name]: name === 'public_keys' ? [value] : value }, ok, name)
      }
      expect(outcomes, `${name}: candidates on both sides of the expression`).toEqual(new Set([true, false]))
    }
  })

  it('lists the images, versions and host pools create accepts, unpublished versions for administrators only', async () => {
    const doc = await parameters()
    const osNames = doc.get('os_name')!
    expect(osNames.constraint).toBe('enum')
    for (const os of osNames.values!)
      await expectCreate({ os_name: os, os_version: undefined, vcpu: 2 }, true, 'os_name')
    await expectCreate({ os_name: 'plan9' }, false, 'os_name')
    const versions = doc.get('os_version')!
    for (const limit of versions.limits!) {
      for (const version of limit.values!) {
        await expectCreate({ os_name: limit.os_name, os_version: version }, true, 'os_version')
      }
      await expectCreate({ os_name: limit.os_name, os_version: '0.0-none' }, false, 'os_version')
    }
    for (const os of versions.ignore_for!)
      await expectCreate({ os_name: os, os_version: 'any' }, true, 'os_version')

    const adminDoc = await parameters('/v1/api/parameters/vm', t.admin.token)
    const unpublished = adminDoc
      .get('os_version')!
      .limits!.flatMap((l) => l.values!.map((v) => ({ os_name: l.os_name, os_version: v })))
      .filter(
        (v) => !versions.limits!.some((l) => l.os_name === v.os_name && l.values!.includes(v.os_version)),
      )
    expect(unpublished.length).toBeGreaterThan(0)
    for (const image of unpublished) {
      await expectCreate(image, false, 'os_version')
      await expectCreate(image, true, 'os_version', t.admin.token)
    }

    const pools = doc.get('designated_pool_uuid')!
    for (const uuid of pools.values!) {
      await expectCreate({ designated_pool_uuid: uuid, vcpu: 2, ram: 2048 }, true, 'designated_pool_uuid')
    }
    await expectCreate(
      { designated_pool_uuid: '00000000-0000-4000-8000-000000000000' },
      false,
      'designated_pool_uuid',
    )
  })

  it("follows the location's default host pool, and reports the documented sample where there is none", async () => {
    const [pool] = await t.store.db
      .select()
      .from(hostPools)
      .where(eq(hostPools.uuid, SEED_POOLS.tll01Standard))
    await t.store.db
      .update(hostPools)
      .set({ guestLimits: { ...pool!.guestLimits, cpu: { min: 1, max: 8 } } })
      .where(eq(hostPools.uuid, pool!.uuid))
    const vcpu = (await parameters('/v1/tll01/api/parameters/vm')).get('vcpu')!
    expect(vcpu).toMatchObject({ min: 1, max: 8 })
    await expectCreate({ vcpu: 8 }, true, 'vcpu')
    await expectCreate({ vcpu: 9 }, false, 'vcpu')

    await t.store.db.delete(hostPools).where(eq(hostPools.location, 'jhv02'))
    const bare = await parameters('/v1/jhv02/api/parameters/vm')
    const ranges = {
      vcpu: DOCUMENTED_GUEST_LIMITS.cpu,
      ram: DOCUMENTED_GUEST_LIMITS.ram_mb,
      disks: DOCUMENTED_GUEST_LIMITS.disk_gb,
    }
    for (const [name, range] of Object.entries(ranges)) expect(bare.get(name), name).toMatchObject(range)
    expect(bare.get('designated_pool_uuid')!.values).toEqual([])
  })
})
