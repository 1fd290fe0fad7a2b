import { describe, expect, it } from 'vitest'
import { apiRequestTabs } from './api-request-tabs'

describe('apiRequestTabs', () => {
  it('always has curl, and Terraform only when a block is given', () => {
    expect(apiRequestTabs('curl x').map((t) => t.title)).toEqual(['curl'])
    expect(apiRequestTabs('curl x', '  \n').map((t) => t.title)).toEqual(['curl'])
    expect(apiRequestTabs('curl x', 'resource "warren_disk" "d" {}\n')).toEqual([
      { format: 'curl', title: 'curl', label: 'curl command', code: 'curl x' },
      {
        format: 'terraform',
        title: 'Terraform',
        label: 'Terraform configuration',
        code: 'resource "warren_disk" "d" {}\n',
      },
    ])
  })
})
