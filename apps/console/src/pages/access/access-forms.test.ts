import { describe, expect, it } from 'vitest'
import {
  delegationFormFromParams,
  delegationRequest,
  delegationRetryParams,
  parseUsernames,
  tokenCreateInput,
  tokenFormFromParams,
  tokenRetryParams,
  usernameError,
  validateDelegationForm,
  validateTokenForm,
  type DelegationForm,
  type TokenForm,
} from './access-forms'

const token: TokenForm = { description: ' ci ', scope: 'restricted', billingAccountId: 11 }
const group: DelegationForm = {
  name: 'Ops',
  billingAccountId: null,
  usernames: 'bob@x.test, eve@x.test\nbob@x.test',
}

describe('token form (API-NOTES §1.2)', () => {
  it('sends a restricted token with its billing account, a global one without', () => {
    expect(tokenCreateInput(token)).toEqual({ description: 'ci', restricted: true, billing_account_id: 11 })
    expect(tokenCreateInput({ ...token, scope: 'global' })).toEqual({ description: 'ci' })
  })

  it('needs a description, and an account when restricted', () => {
    expect(validateTokenForm(token)).toEqual({})
    expect(validateTokenForm({ description: ' ', scope: 'restricted', billingAccountId: null })).toEqual({
      description: 'Describe what the token is for',
      billingAccountId: 'Choose a billing account',
    })
    expect(validateTokenForm({ ...token, description: 'x'.repeat(1001) }).description).toMatch(/1000/)
  })

  it('comes back from its retry link', () => {
    const defaults: TokenForm = { description: '', scope: 'global', billingAccountId: 1 }
    expect(tokenFormFromParams(tokenRetryParams(token), defaults)).toEqual(token)
    expect(tokenFormFromParams(new URLSearchParams('scope=bogus'), defaults)).toEqual(defaults)
  })
})

describe('delegation form (SPEC §7)', () => {
  it('reads usernames one per line or separated by commas, each once', () => {
    expect(parseUsernames(' a@x.test,b@x.test\n\na@x.test ; c@x.test ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
    ])
    expect(delegationRequest(group)).toEqual({ name: 'Ops', usernames: ['bob@x.test', 'eve@x.test'] })
    expect(delegationRequest({ ...group, billingAccountId: 11 })).toMatchObject({ billing_account_id: 11 })
  })

  it('needs a name', () => {
    expect(validateDelegationForm(group)).toEqual({})
    expect(validateDelegationForm({ ...group, name: '  ' })).toEqual({ name: 'Name the group' })
  })

  it('needs a username to add', () => {
    expect(usernameError(' ')).toBe('Enter the username (e-mail address) of a user')
    expect(usernameError('bob@x.test')).toBeNull()
  })

  it('comes back from its retry link, the billing account included or not', () => {
    const defaults: DelegationForm = { name: '', billingAccountId: 5, usernames: '' }
    const restricted = { ...group, billingAccountId: 11 }
    expect(delegationFormFromParams(delegationRetryParams(restricted), defaults)).toEqual(restricted)
    expect(
      delegationFormFromParams(delegationRetryParams(group), { ...defaults, billingAccountId: null }),
    ).toEqual(group)
  })
})
