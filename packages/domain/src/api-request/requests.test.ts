import { describe, expect, it } from 'vitest'
import { toCurl } from './curl.js'
import { apiRequests } from './requests.js'

const baseUrl = 'https://console.example'

describe('apiRequests: the calls the client sends, as data', () => {
  it('describes a disk attach as a form on the VM storage path', () => {
    expect(apiRequests.disk.attach('tll01', { uuid: 'vm-1', storage_uuid: 'd-1' })).toEqual({
      method: 'POST',
      path: '/v1/tll01/user-resource/vm/storage/attach',
      body: { uuid: 'vm-1', storage_uuid: 'd-1' },
    })
  })

  it('puts a network name in the query and leaves a missing one out', () => {
    expect(apiRequests.network.create('tll01', { name: 'my net' }).query).toEqual({ name: 'my net' })
    expect(apiRequests.network.create('tll01', {}).query).toBeUndefined()
  })

  it('encodes path segments (an IPv6 address, a slug)', () => {
    expect(apiRequests.ip.unassign('tll 01', '2001:db8::1').path).toBe(
      '/v1/tll%2001/network/ip_addresses/2001%3Adb8%3A%3A1/unassign',
    )
  })

  it('fills the defaults the client fills (stop force, replica type, billing resource type)', () => {
    expect(apiRequests.vm.stop('tll01', { uuid: 'u' }).body).toEqual({ uuid: 'u', force: false })
    expect(apiRequests.vm.createReplica('tll01', { uuid: 'u' }).body).toEqual({ uuid: 'u', type: 'snapshot' })
    expect(apiRequests.vm.setBillingAccount('tll01', { uuid: 'u', billing_account_id: 2 }).body).toEqual({
      uuid: 'u',
      billing_account_id: 2,
      resource_type: 'vm',
    })
  })

  it('shows a VM start as curl', () => {
    expect(toCurl(apiRequests.vm.start('tll01', 'vm-1'), { baseUrl })).toBe(
      'curl -X POST https://console.example/v1/tll01/user-resource/vm/start \\\n' +
        '  -H "apikey: $WARREN_API_TOKEN" \\\n' +
        '  --data-urlencode uuid=vm-1',
    )
  })
})
