import { describe, expect, it } from 'vitest'
import { apiRequests, terraformResources } from '@cirrus/domain'
import { apiRequestPanelProps } from './api-request'

describe('apiRequestPanelProps', () => {
  it('gives the curl command against the console origin, and the Terraform block when given', () => {
    const input = { name: 'tf-net' }
    const props = apiRequestPanelProps(
      apiRequests.network.create('tll01', input),
      'https://console.example',
      terraformResources.network(input),
    )
    expect(props.curl).toBe(
      'curl -X POST \'https://console.example/v1/tll01/network/network?name=tf-net\' \\\n  -H "apikey: $WARREN_API_TOKEN"',
    )
    expect(props.terraform).toBe('resource "warren_network" "tf-net" {\n  name = "tf-net"\n}\n')
  })

  it('has no Terraform tab for a call Terraform has no resource for', () => {
    expect(apiRequestPanelProps(apiRequests.vm.start('tll01', 'u'), 'https://c.example')).not.toHaveProperty(
      'terraform',
    )
  })

  it('gives several calls made one after the other, each with what it does', () => {
    const props = apiRequestPanelProps(
      [
        { title: 'Start web-1', request: apiRequests.vm.start('tll01', 'u1') },
        { title: 'Start web-2', request: apiRequests.vm.start('tll01', 'u2') },
      ],
      'https://c.example',
    )
    expect(props.curl).toEqual([
      { title: 'Start web-1', curl: expect.stringContaining('uuid=u1') },
      { title: 'Start web-2', curl: expect.stringContaining('uuid=u2') },
    ])
  })
})
