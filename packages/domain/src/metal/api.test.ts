import { describe, expect, it } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { makeMetalLease, makeMetalType } from '../fixtures/index.js'

const loc = 'tll01'
const lease = makeMetalLease({ status: 'provisioning' })
const raw = stripTags(lease)

describeCalls('Bare-metal calls (CONTRACTS.md "Non-Warren endpoints")', [
  {
    name: 'types: GET {location}/metal/types',
    run: (c) => c.metal.types(loc),
    reply: { body: [stripTags(makeMetalType())] },
    method: 'GET',
    path: '/v1/tll01/metal/types',
    check: (r) => expect(r).toEqual([makeMetalType()]),
  },
  {
    name: 'list: GET {location}/metal/leases',
    run: (c) => c.metal.list(loc),
    reply: { body: [raw] },
    method: 'GET',
    path: '/v1/tll01/metal/leases',
    check: (r) => expect(r).toEqual([lease]),
  },
  {
    name: 'get: GET {location}/metal/lease/{uuid}',
    run: (c) => c.metal.get(loc, lease.uuid),
    reply: { body: raw },
    method: 'GET',
    path: `/v1/tll01/metal/lease/${lease.uuid}`,
    check: (r) => expect(r).toEqual(lease),
  },
  {
    name: 'create: POST {location}/metal/lease as a form, 201',
    run: (c) =>
      c.metal.create(loc, {
        machine_type: 'bm.medium',
        os_name: 'debian',
        os_version: '12',
        public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB me@host',
        billing_account_id: 1001,
      }),
    reply: { status: 201, body: raw },
    method: 'POST',
    path: '/v1/tll01/metal/lease',
    form: {
      machine_type: 'bm.medium',
      os_name: 'debian',
      os_version: '12',
      public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB me@host',
      billing_account_id: '1001',
    },
    check: (r) => expect(r).toEqual(lease),
  },
  {
    name: 'release: DELETE {location}/metal/lease/{uuid}',
    run: (c) => c.metal.release(loc, lease.uuid),
    reply: { body: { ...raw, status: 'released' } },
    method: 'DELETE',
    path: `/v1/tll01/metal/lease/${lease.uuid}`,
    check: (r) => expect((r as { status: string }).status).toBe('released'),
  },
])

describe('the create request never prints the password', () => {
  it('curl reads $SERVER_PASSWORD', async () => {
    const { apiRequests, toCurl } = await import('../index.js')
    const request = apiRequests.metal.create('tll01', {
      machine_type: 'bm.small',
      os_name: 'debian',
      os_version: '12',
      password: 'Secret123',
    })
    const curl = toCurl(request, { baseUrl: 'https://console.example' })
    expect(curl).not.toContain('Secret123')
    expect(curl).toContain('$SERVER_PASSWORD')
  })
})
