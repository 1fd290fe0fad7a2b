import { expect, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeAccessGroup } from '../fixtures/index.js'
import { ImpersonationCreateInputSchema, isRestrictedGroup, parseAccessGroup } from './schema.js'

test('a group with a billing account is restricted; without one it is not (SPEC §3)', () => {
  expect(isRestrictedGroup(makeAccessGroup({ billing_account_id: 1001 }))).toBe(true)
  expect(isRestrictedGroup(makeAccessGroup())).toBe(false)
})

test('numeric ids are read as strings, so routes and keys use one type', () => {
  const g = parseAccessGroup({ ...stripTags(makeAccessGroup()), id: 17 })
  expect(g.id).toBe('17')
  expect(g.type).toBe('access_delegation')
})

test('grantee_username is trimmed and required', () => {
  expect(ImpersonationCreateInputSchema.parse({ grantee_username: ' bob ' })).toEqual({
    grantee_username: 'bob',
  })
  expect(ImpersonationCreateInputSchema.safeParse({ grantee_username: ' ' }).success).toBe(false)
})
