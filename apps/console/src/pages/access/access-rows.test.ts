import { describe, expect, it } from 'vitest'
import { parseApiToken } from '@cirrus/domain'
import { makeAccessGroup, makeBillingAccount } from '@cirrus/domain/fixtures'
import { groupRows, tokenRows, tokenScope, usersText } from './access-rows'
import { accessItemOfPath, delegationPath, isAccessCreateType, tokenPath } from './paths'

const accounts = [makeBillingAccount({ id: 11, title: 'Ops' }, 1)]
const token = (over: Record<string, unknown>) =>
  parseApiToken({ id: 3, description: 'ci', restricted: false, billing_account_id: null, ...over })

describe('access rows (SPEC §3)', () => {
  it('a restricted token names its billing account; a global one says so', () => {
    expect(tokenScope(token({ restricted: true, billing_account_id: 11 }), accounts)).toBe(
      'Restricted to Ops',
    )
    expect(tokenScope(token({ restricted: true, billing_account_id: 12 }), accounts)).toBe(
      'Restricted to Billing account 12',
    )
    expect(tokenScope(token({}), accounts)).toBe('Global')
  })

  it('token rows link to /access/token/{id}/ and name an undescribed token by id', () => {
    const [row] = tokenRows([token({ description: '', token_prefix: 'ck_ab' })], accounts)
    expect(row).toMatchObject({ id: 'token:3', name: 'Token 3', prefix: 'ck_ab…', href: '/access/token/3/' })
  })

  it('a group with a billing account is restricted, one without shares everything; rows by name', () => {
    const rows = groupRows(
      [
        makeAccessGroup({ id: '2', name: 'zeta', billing_account_id: 11 }),
        makeAccessGroup({ id: '1', name: 'alpha', impersonations: [] }),
      ],
      accounts,
    )
    expect(rows.map((r) => [r.name, r.restricted, r.scope, r.members, r.href])).toEqual([
      ['alpha', false, 'Every resource', '0 users', '/access/delegation/1/'],
      ['zeta', true, 'Restricted to Ops', '1 user', '/access/delegation/2/'],
    ])
    expect(usersText(2)).toBe('2 users')
  })
})

describe('access paths (SPEC §2)', () => {
  it('builds the detail paths and reads them back for the sidebar', () => {
    expect(tokenPath(7)).toBe('/access/token/7/')
    expect(delegationPath('a b')).toBe('/access/delegation/a%20b/')
    expect(accessItemOfPath('/access/token/7/')).toBe('token:7')
    expect(accessItemOfPath('/access/delegation/a%20b/')).toBe('delegation:a b')
    expect(accessItemOfPath('/access')).toBeUndefined()
  })

  it('knows the two create types', () => {
    expect(isAccessCreateType('api_token')).toBe(true)
    expect(isAccessCreateType('access_delegation')).toBe(true)
    expect(isAccessCreateType('bucket')).toBe(false)
  })
})
