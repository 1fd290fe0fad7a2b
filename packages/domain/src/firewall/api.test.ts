import { expect, test } from 'vitest'
import { describeCalls, useRecorder } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { ApiError } from '../http/errors.js'
import { makeFirewall, makeVm } from '../fixtures/index.js'
import type { Firewall, FirewallRuleInput } from './schema.js'

const loc = 'tll01'
const fw = makeFirewall()
const raw = stripTags(fw)
const vmUuid = makeVm().uuid
const base = `/v1/${loc}/network/firewalls`
const rule: FirewallRuleInput = {
  protocol: 'tcp',
  direction: 'inbound',
  port_start: 443,
  port_end: 443,
  endpoint_spec_type: 'ip_prefixes',
  endpoint_spec: ['203.0.113.0/24'],
}

describeCalls('Firewall calls (SPEC §7 Firewalls; JSON, VM links by query, API-NOTES §6)', [
  {
    name: 'list: GET network/firewalls',
    run: (c) => c.firewall.list(loc),
    reply: { body: [raw] },
    method: 'GET',
    path: base,
    check: (r) => expect((r as Firewall[])[0]).toMatchObject({ type: 'firewall', location: loc }),
  },
  {
    name: 'create: POST network/firewalls (JSON with rules)',
    run: (c) => c.firewall.create(loc, { display_name: 'web', billing_account_id: 1001, rules: [rule] }),
    reply: { body: raw },
    method: 'POST',
    path: base,
    json: { display_name: 'web', billing_account_id: 1001, rules: [rule] },
  },
  {
    name: 'update: PUT network/firewalls/{uuid} (JSON {name, description, rules}, full replace)',
    run: (c) =>
      c.firewall.update(loc, fw.uuid, {
        name: 'web',
        description: 'only https',
        rules: [{ ...rule, uuid: fw.rules[0]!.uuid }],
      }),
    reply: { body: raw },
    method: 'PUT',
    path: `${base}/${fw.uuid}`,
    json: { name: 'web', description: 'only https', rules: [{ ...rule, uuid: fw.rules[0]!.uuid }] },
  },
  {
    name: 'delete: DELETE network/firewalls/{uuid}, 204',
    run: (c) => c.firewall.delete(loc, fw.uuid),
    reply: { status: 204 },
    method: 'DELETE',
    path: `${base}/${fw.uuid}`,
  },
  {
    name: 'add VM: POST …/{uuid}/vms?vm_uuid=',
    run: (c) => c.firewall.addVm(loc, fw.uuid, vmUuid),
    reply: { body: [{ resource_type: 'vm', resource_uuid: vmUuid }] },
    method: 'POST',
    path: `${base}/${fw.uuid}/vms`,
    query: { vm_uuid: vmUuid },
    check: (r) => expect(r).toEqual([{ resource_type: 'vm', resource_uuid: vmUuid }]),
  },
  {
    name: 'remove VM: DELETE …/{uuid}/vms?vm_uuid=',
    run: (c) => c.firewall.removeVm(loc, fw.uuid, vmUuid),
    reply: { status: 204 },
    method: 'DELETE',
    path: `${base}/${fw.uuid}/vms`,
    query: { vm_uuid: vmUuid },
  },
])

const ctx = useRecorder()

test('get finds a firewall in the list (Warren has no single GET)', async () => {
  ctx.server.reply({ body: [raw, stripTags(makeFirewall({}, 2))] })
  const found = await ctx.client.firewall.get(loc, fw.uuid)
  expect(found.uuid).toBe(fw.uuid)
  expect(ctx.server.requests[0]!.path).toBe(base)
})

test('get of an unknown firewall is a not-found ApiError listing at most 30 available ids (SPEC §8)', async () => {
  const many = Array.from({ length: 35 }, (_, i) => stripTags(makeFirewall({}, i + 2)))
  ctx.server.reply({ body: many })
  const error = await ctx.client.firewall.get(loc, fw.uuid).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).isNotFound).toBe(true)
  expect((error as ApiError).availableIds).toHaveLength(30)
  expect((error as ApiError).availableIds?.[0]).toBe(many[0]!.uuid)
})
