import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { makeIp, makeVm } from '../fixtures/index.js'
import { toWarrenIp, type Ip } from './schema.js'

const loc = 'tll01'
const ip = makeIp()
const raw = toWarrenIp(ip)
const vmUuid = makeVm().uuid
const base = `/v1/${loc}/network/ip_addresses`

describeCalls('IP calls (SPEC §7 IP addresses; JSON, addressed by address, API-NOTES §4)', [
  {
    name: 'list: GET network/ip_addresses',
    run: (c) => c.ip.list(loc),
    reply: { body: [raw] },
    method: 'GET',
    path: base,
    check: (r) =>
      expect((r as Ip[])[0]).toMatchObject({ type: 'ip_address', ip_type: 'public', address: ip.address }),
  },
  {
    name: 'list: vm_uuid filter',
    run: (c) => c.ip.list(loc, { vm_uuid: vmUuid }),
    reply: { body: [] },
    method: 'GET',
    path: base,
    query: { vm_uuid: vmUuid },
  },
  {
    name: 'get: GET …/{address}',
    run: (c) => c.ip.get(loc, ip.address),
    reply: { body: raw },
    method: 'GET',
    path: `${base}/${ip.address}`,
  },
  {
    name: 'create: POST network/ip_addresses (JSON)',
    run: (c) => c.ip.create(loc, { billing_account_id: 1001, name: 'front door' }),
    reply: { body: raw },
    method: 'POST',
    path: base,
    json: { billing_account_id: 1001, name: 'front door' },
  },
  {
    name: 'update: PATCH …/{address} (JSON)',
    run: (c) => c.ip.update(loc, ip.address, { name: 'renamed' }),
    reply: { body: raw },
    method: 'PATCH',
    path: `${base}/${ip.address}`,
    json: { name: 'renamed' },
  },
  {
    name: 'assign: POST …/{address}/assign with private_ip (JSON)',
    run: (c) =>
      c.ip.assign(loc, ip.address, {
        assigned_to: vmUuid,
        assigned_to_resource_type: 'virtual_machine',
        private_ip: '10.1.104.3',
      }),
    reply: {
      body: {
        ...raw,
        assigned_to: vmUuid,
        assigned_to_resource_type: 'virtual_machine',
        assigned_to_private_ip: '10.1.104.3',
      },
    },
    method: 'POST',
    path: `${base}/${ip.address}/assign`,
    json: { assigned_to: vmUuid, assigned_to_resource_type: 'virtual_machine', private_ip: '10.1.104.3' },
    check: (r) => expect((r as Ip).assigned_to).toBe(vmUuid),
  },
  {
    name: 'assign: the documented {vm_uuid} form',
    run: (c) => c.ip.assign(loc, ip.address, { vm_uuid: vmUuid }),
    reply: { body: raw },
    method: 'POST',
    path: `${base}/${ip.address}/assign`,
    json: { vm_uuid: vmUuid },
  },
  {
    name: 'unassign: POST …/{address}/unassign with {}',
    run: (c) => c.ip.unassign(loc, ip.address),
    reply: { body: { ...raw, unassigned_at: '2025-11-21 10:00:00' } },
    method: 'POST',
    path: `${base}/${ip.address}/unassign`,
    json: {},
    check: (r) => expect((r as Ip).assigned_to).toBeNull(),
  },
  {
    name: 'delete: DELETE …/{address}; the literal body true is accepted',
    run: (c) => c.ip.delete(loc, ip.address),
    reply: { body: 'true', headers: { 'content-type': 'application/json' } },
    method: 'DELETE',
    path: `${base}/${ip.address}`,
    check: (r) => expect(r).toBeUndefined(),
  },
])
