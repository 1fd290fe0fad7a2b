import { describe, expect, it } from 'vitest'
import { apiRequestTabs, curlScript } from './api-request-tabs'

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

describe('several calls made one after the other', () => {
  const calls = [
    { title: 'Create the group', curl: 'curl -X POST https://console.example/v1/user-resource/access_group' },
    { title: 'Add bob\n# rm -rf', curl: 'curl -X POST "https://console.example/…/$GROUP_ID/impersonation"' },
  ]

  it('are one script, in order, each under a numbered one-line comment', () => {
    expect(curlScript(calls)).toBe(
      [
        '# 1. Create the group',
        'curl -X POST https://console.example/v1/user-resource/access_group',
        '',
        '# 2. Add bob # rm -rf',
        'curl -X POST "https://console.example/…/$GROUP_ID/impersonation"',
      ].join('\n'),
    )
  })

  it('are named as commands in the curl tab', () => {
    expect(apiRequestTabs(calls)).toEqual([
      { format: 'curl', title: 'curl', label: 'curl commands', code: curlScript(calls) },
    ])
  })

  it('a list of one is its command alone', () => {
    expect(apiRequestTabs(calls.slice(0, 1))).toEqual([
      { format: 'curl', title: 'curl', label: 'curl command', code: calls[0]!.curl },
    ])
  })
})
