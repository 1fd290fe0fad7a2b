import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  guestLimitsFor,
  isWindowsOs,
  WINDOWS_GUEST_MINIMUMS,
  isSshPublicKey,
  isStrongPassword,
  SignUpPasswordSchema,
  SshPublicKeySchema,
  TEXT_LIMITS,
  VmNameSchema,
  VmPasswordSchema,
  VmUsernameSchema,
  weakPasswordReason,
} from './index.js'
import { SignUpInputSchema, SshKeyCreateInputSchema } from '../account/schema.js'
import { PackageParametersInputSchema } from '../service/schema.js'
import { VmCreateInputSchema, VmUserInputSchema } from '../vm/schema.js'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG ada@laptop'

// API-NOTES §7.6: `^[0-9a-zA-Z][-0-9a-zA-Z]{2,}[0-9a-zA-Z]$`.
describe('VM name (API-NOTES §7.6)', () => {
  test.each([
    ['web1', true],
    ['web-server-01', true],
    ['a-b1', true],
    ['web', false],
    ['-web1', false],
    ['web1-', false],
    ['web_1', false],
    ['web 1', false],
    ['', false],
    ['a'.repeat(TEXT_LIMITS.name), true],
    ['a'.repeat(TEXT_LIMITS.name + 1), false],
  ])('%j → %s', (name, ok) => {
    expect(VmNameSchema.safeParse(name).success).toBe(ok)
  })
  test('any name of 4+ letters and digits passes; any name with another character fails', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{4,40}$/), (name) => VmNameSchema.safeParse(name).success),
    )
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{2}$/),
        fc.constantFrom(' ', '_', '.', '/', 'é', '\u0000'),
        (head, bad) => !VmNameSchema.safeParse(`${head}${bad}${head}`).success,
      ),
    )
  })
})

describe('username (API-NOTES §7.6)', () => {
  test.each([
    ['cirrus', true],
    ['_admin', true],
    ['a-b_c9', true],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['9lives', false],
    ['-x', false],
    ['', false],
  ])('%j → %s', (name, ok) => {
    expect(VmUsernameSchema.safeParse(name).success).toBe(ok)
  })
})

describe('guest password (API-NOTES §7.6)', () => {
  test.each([
    ['Secret123', true],
    ['secret123', false],
    ['SECRET123', false],
    ['SecretOne', false],
    ['Sec1', false],
    [`Aa1${'x'.repeat(TEXT_LIMITS.password - 3)}`, true],
    [`Aa1${'x'.repeat(TEXT_LIMITS.password - 2)}`, false],
  ])('%j → %s', (password, ok) => {
    expect(VmPasswordSchema.safeParse(password).success).toBe(ok)
  })
  test('the predicate and the schema agree', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        (p) => isStrongPassword(p) === VmPasswordSchema.safeParse(p).success,
      ),
    )
  })
})

describe('SSH public key (API-NOTES §7.6)', () => {
  test.each([
    [KEY, true],
    [`  ${KEY}\n`, true],
    ['ssh-rsa AAAAB3NzaC1yc2E=', true],
    ['ecdsa-sha2-nistp256 AAAAE2VjZHNh', true],
    ['hello world', false],
    ['ssh-ed25519', false],
    ['ssh-ed25519 not*base64', false],
    [`ssh-rsa ${'A'.repeat(TEXT_LIMITS.sshKey)}`, false],
  ])('%j → %s', (key, ok) => {
    expect(isSshPublicKey(key)).toBe(ok)
    expect(SshPublicKeySchema.safeParse(key).success).toBe(ok)
  })
})

describe('sign-up password (CONTRACTS)', () => {
  test.each([
    ['correct horse 1', null],
    ['abcdefghi1', null],
    ['abcdefgh!!', null],
    ['short1', 'Password must be at least 10 characters long'],
    ['abcdefghij', 'Password must contain a letter and a digit or symbol'],
    ['1234567890', 'Password must contain a letter and a digit or symbol'],
    [
      `a1${'x'.repeat(TEXT_LIMITS.password)}`,
      `Password must be at most ${TEXT_LIMITS.password} characters long`,
    ],
  ])('%j → %s', (password, reason) => {
    expect(weakPasswordReason(password)).toBe(reason)
    const parsed = SignUpPasswordSchema.safeParse(password)
    expect(parsed.success).toBe(reason === null)
    if (!parsed.success) expect(parsed.error.issues[0]!.message).toBe(reason)
  })
})

// The request bodies carry the rules, so the platform (warrenBody) refuses what the console form refuses.
describe('the input schemas carry the rules', () => {
  const vm = { name: 'web1', vcpu: 2, ram: 2048, disks: 20 }
  test.each([
    [{ name: 'web' }, 'name'],
    [{ name: 'x'.repeat(1_000_000) }, 'name'],
    [{ username: '9lives' }, 'username'],
    [{ password: 'weakpass' }, 'password'],
    [{ public_key: 'hello world' }, 'public_key'],
    [{ public_keys: [KEY, 'nope'] }, 'public_keys'],
    [{ public_keys: Array.from({ length: 101 }, () => KEY) }, 'public_keys'],
    [{ vcpu: 2 ** 31 }, 'vcpu'],
    [{ ram: 1e12 }, 'ram'],
    [{ disks: 2 ** 40 }, 'disks'],
    [{ cloud_init: 'x'.repeat(TEXT_LIMITS.cloudInit + 1) }, 'cloud_init'],
    [{ description: 'x'.repeat(TEXT_LIMITS.description + 1) }, 'description'],
    [{ billing_account_id: 2 ** 31 }, 'billing_account_id'],
  ])('VM create %j is refused on %s', (change, field) => {
    const parsed = VmCreateInputSchema.safeParse({ ...vm, ...change })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues.map((i) => i.path[0])).toContain(field)
  })
  test('a VM create within the rules passes', () => {
    const body = { ...vm, username: 'ada', password: 'Secret123', public_keys: [KEY], cloud_init: '{}' }
    expect(VmCreateInputSchema.safeParse(body).success).toBe(true)
  })
  test('VM user change follows the same username and password rules', () => {
    const uuid = '6f1c1c3e-6b7e-4c5e-9d0a-1a2b3c4d5e6f'
    expect(VmUserInputSchema.safeParse({ uuid, username: 'ada', password: 'Secret123' }).success).toBe(true)
    expect(VmUserInputSchema.safeParse({ uuid, username: 'ada', password: 'weak' }).success).toBe(false)
  })
  test('sign-up refuses a weak password on the password field', () => {
    const parsed = SignUpInputSchema.safeParse({ email: 'ada@example.com', password: 'short' })
    expect(parsed.error!.issues[0]!.path).toEqual(['password'])
  })
  test('an SSH key name of 1 MB is refused on name; the key is trimmed', () => {
    const parsed = SshKeyCreateInputSchema.safeParse({ name: 'k'.repeat(1_000_000), public_key: KEY })
    expect(parsed.error!.issues[0]!.path).toEqual(['name'])
    expect(SshKeyCreateInputSchema.parse({ name: 'k', public_key: ` ${KEY} ` }).public_key).toBe(KEY)
  })
  test.each([
    [{ location: 'tll01', minimum: 1e9 }, 'minimum'],
    [{ location: 'tll01', maximum: 250 }, 'maximum'],
    [{ location: 'tll01', workers: [{ machine: { vcpu: 2, ram: 2048 }, minimum: 11 }] }, 'workers'],
    [
      { location: 'tll01', workers: Array.from({ length: 6 }, () => ({ machine: { vcpu: 2, ram: 2048 } })) },
      'workers',
    ],
  ])('service package parameters %j are refused on %s', (params, field) => {
    const parsed = PackageParametersInputSchema.safeParse(JSON.stringify(params))
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]!.path[0]).toBe(field)
  })
  test('service package parameters within the caps pass, other keys kept', () => {
    const params = { location: 'tll01', minimum: 3, maximum: 10, extra: 'kept' }
    expect(PackageParametersInputSchema.parse(params)).toEqual(params)
  })
})

describe('Windows guests (API-NOTES §7.3, §7.6)', () => {
  const pool = { cpu: { min: 1, max: 16 }, ram_mb: { min: 512, max: 65536 }, disk_gb: { min: 20, max: 240 } }

  test('knows the Windows image family by its os_name, in any case', () => {
    expect(isWindowsOs('windows')).toBe(true)
    expect(isWindowsOs('Windows')).toBe(true)
    expect(isWindowsOs('ubuntu')).toBe(false)
    expect(isWindowsOs(null)).toBe(false)
  })

  test('raise the minimum vCPUs and RAM of a pool to 2 and 1024 MB; disks and maximums stay', () => {
    expect(guestLimitsFor(pool, true)).toEqual({
      cpu: { min: 2, max: 16 },
      ram_mb: { min: 1024, max: 65536 },
      disk_gb: { min: 20, max: 240 },
    })
    expect(guestLimitsFor(pool, false)).toBe(pool)
  })

  test('keep the pool minimum when it is higher; a pool too small for Windows fits no size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 64 }), (min, span) => {
        const cpu = guestLimitsFor({ ...pool, cpu: { min, max: min + span } }, true).cpu
        expect(cpu).toEqual({ min: Math.max(min, WINDOWS_GUEST_MINIMUMS.cpu), max: min + span })
      }),
    )
    expect(guestLimitsFor({ ...pool, cpu: { min: 1, max: 1 } }, true).cpu).toEqual({ min: 2, max: 1 })
  })
})
