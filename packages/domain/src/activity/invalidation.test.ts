import { describe, expect, it } from 'vitest'
import { staleKeys } from './invalidation.js'

describe('staleKeys', () => {
  it('makes a VM change stale in every location, with the reads it reaches and the feed', () => {
    expect(staleKeys({ resource_type: 'virtual_machine', result: 'ok' })).toEqual([
      ['activity'],
      ['warren', 'virtual_machine'],
      ['warren', 'disk'],
      ['warren', 'ip_address'],
      ['warren', 'vm_interface'],
      ['warren', 'billing_account'],
    ])
  })
  it('a failed call changes only the feed', () => {
    expect(staleKeys({ resource_type: 'disk', result: 'failed' })).toEqual([['activity']])
  })
  it('a type without dependants invalidates itself', () => {
    expect(staleKeys({ resource_type: 'bucket', result: 'ok' })).toEqual([['activity'], ['warren', 'bucket']])
  })
})
