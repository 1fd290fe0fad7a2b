import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { makeNetwork } from '../fixtures/index.js'
import { toWarrenNetwork, type Network } from './schema.js'

const loc = 'tll01'
const net = makeNetwork({}, 2)
const raw = toWarrenNetwork(net)
const base = `/v1/${loc}/network/network`

describeCalls('VPC network calls (SPEC §7 VPC networks; API-NOTES §5)', [
  {
    name: 'list: GET network/networks',
    run: (c) => c.network.list(loc),
    reply: { body: [raw] },
    method: 'GET',
    path: `/v1/${loc}/network/networks`,
    check: (r) =>
      expect((r as Network[])[0]).toMatchObject({ type: 'vpc', network_type: 'private', location: loc }),
  },
  {
    name: 'get: GET network/network/{uuid}',
    run: (c) => c.network.get(loc, net.uuid),
    reply: { body: raw },
    method: 'GET',
    path: `${base}/${net.uuid}`,
  },
  {
    name: 'create: POST network/network with the name in the query, no body',
    run: (c) => c.network.create(loc, { name: 'backend vpc' }),
    reply: { body: raw },
    method: 'POST',
    path: base,
    query: { name: 'backend vpc' },
  },
  {
    name: 'update: PATCH network/network/{uuid} (JSON {name})',
    run: (c) => c.network.update(loc, net.uuid, { name: 'renamed' }),
    reply: { body: raw },
    method: 'PATCH',
    path: `${base}/${net.uuid}`,
    json: { name: 'renamed' },
  },
  {
    name: 'delete: DELETE network/network/{uuid}, 200 empty',
    run: (c) => c.network.delete(loc, net.uuid),
    reply: { status: 200 },
    method: 'DELETE',
    path: `${base}/${net.uuid}`,
  },
  {
    name: 'set default: PUT network/network/{uuid}/default',
    run: (c) => c.network.setDefault(loc, net.uuid),
    reply: { body: { ...raw, is_default: true } },
    method: 'PUT',
    path: `${base}/${net.uuid}/default`,
    check: (r) => expect((r as Network).is_default).toBe(true),
  },
])
