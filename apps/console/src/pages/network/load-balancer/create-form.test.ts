import { describe, expect, it } from 'vitest'
import { LoadBalancerCreateInputSchema } from '@cirrus/domain'
import { makeNetwork } from '@cirrus/domain/fixtures'
import {
  defaultLoadBalancerCreateForm,
  isLoadBalancerCreateValid,
  loadBalancerCreateErrors,
  toLoadBalancerCreateRequest,
  type LoadBalancerCreateForm,
} from './create-form'

const networks = [makeNetwork({ is_default: false }, 1), makeNetwork({ is_default: true }, 2)]
const valid: LoadBalancerCreateForm = {
  ...defaultLoadBalancerCreateForm(networks, 7),
  name: 'web',
  targets: ['5f0c1d8e-0000-4000-8000-000000000001'],
}

describe('load balancer create form', () => {
  it('starts in the default network with the default account, a public IP and port 80 → 80', () => {
    expect(defaultLoadBalancerCreateForm(networks, 7)).toEqual({
      name: '',
      networkUuid: networks[1]!.uuid,
      billingAccountId: 7,
      publicIp: true,
      targets: [],
      rules: [{ sourcePort: '80', targetPort: '80' }],
    })
  })

  it('says what is wrong beside each field and each rule cell', () => {
    const errors = loadBalancerCreateErrors(
      {
        ...valid,
        name: ' ',
        networkUuid: '',
        billingAccountId: null,
        rules: [
          { sourcePort: '80', targetPort: '0' },
          { sourcePort: '80', targetPort: '8080' },
        ],
      },
      networks,
    )
    expect(errors).toEqual({
      name: 'Give it a name',
      networkUuid: 'Choose the network of the balancer and its targets',
      billingAccountId: 'Choose a billing account',
      rules: [
        { targetPort: 'Use a whole number from 1 to 65535' },
        { sourcePort: 'Port 80 is already forwarded' },
      ],
    })
    expect(isLoadBalancerCreateValid(errors)).toBe(false)
    expect(isLoadBalancerCreateValid(loadBalancerCreateErrors(valid, networks))).toBe(true)
  })

  it("in a location without networks the platform's default network is used: no choice, none sent", () => {
    const form = { ...defaultLoadBalancerCreateForm([], 7), name: 'web' }
    expect(form.networkUuid).toBe('')
    expect(loadBalancerCreateErrors(form, []).networkUuid).toBeUndefined()
    expect(toLoadBalancerCreateRequest(form)).not.toHaveProperty('network_uuid')
  })

  it('sends targets and rules (always, API-NOTES §8) in a body the platform accepts', () => {
    const request = toLoadBalancerCreateRequest({ ...valid, name: ' web ' })
    expect(request).toEqual({
      display_name: 'web',
      network_uuid: networks[1]!.uuid,
      billing_account_id: 7,
      reserve_public_ip: true,
      rules: [{ source_port: 80, target_port: 80 }],
      targets: [{ target_uuid: valid.targets[0], target_type: 'vm' }],
    })
    expect(LoadBalancerCreateInputSchema.safeParse(request).success).toBe(true)
    expect(toLoadBalancerCreateRequest({ ...valid, rules: [], targets: [] })).toMatchObject({
      rules: [],
      targets: [],
    })
  })
})
