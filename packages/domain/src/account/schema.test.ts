import { describe, expect, it, test } from 'vitest'
import { makeHostPool, makeLocation, makeUser } from '../fixtures/index.js'
import {
  CurrentUserSchema,
  userLabel,
  LocationSchema,
  SignInInputSchema,
  SshKeyCreateInputSchema,
  TokenCreateInputSchema,
  defaultDesignatedPool,
} from './schema.js'

test('locations: is_published is optional (some deployments send it) and defaults to true', () => {
  const { is_published: _p, ...loc } = makeLocation()
  expect(LocationSchema.parse(loc).is_published).toBe(true)
})

test('the default designated host pool of a location (SPEC §3)', () => {
  const pools = [makeHostPool({}, 2), makeHostPool({}, 1)]
  expect(defaultDesignatedPool(pools)?.uuid).toBe(pools[1]!.uuid)
  expect(defaultDesignatedPool([makeHostPool({}, 2)])).toBeUndefined()
})

test('current user: is_admin must be a boolean', () => {
  expect(CurrentUserSchema.safeParse({ ...makeUser(), is_admin: 'yes' }).success).toBe(false)
})

test('sign-in needs an email; token create reads restricted as a form boolean', () => {
  expect(SignInInputSchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false)
  expect(
    TokenCreateInputSchema.parse({ description: 'ci', restricted: 'True', billing_account_id: '1001' }),
  ).toEqual({
    description: 'ci',
    restricted: true,
    billing_account_id: 1001,
  })
})

test('SSH keys: one OpenSSH public key line', () => {
  expect(
    SshKeyCreateInputSchema.safeParse({ name: 'k', public_key: 'ssh-ed25519 AAAAC3Nz ada@laptop' }).success,
  ).toBe(true)
  expect(SshKeyCreateInputSchema.safeParse({ name: 'k', public_key: 'hello world' }).success).toBe(false)
})

describe('userLabel (the user menu of both apps)', () => {
  const base = { name: 'alice@example.com', profile_data: { first_name: '', last_name: '', email: '' } }
  it('names the user by first and last name, else the login name; the e-mail, else the login name', () => {
    expect(userLabel(base)).toEqual({ displayName: 'alice@example.com', email: 'alice@example.com' })
    expect(
      userLabel({ ...base, profile_data: { first_name: 'Alice', last_name: 'Smith', email: 'a@x.test' } }),
    ).toEqual({ displayName: 'Alice Smith', email: 'a@x.test' })
  })
})
