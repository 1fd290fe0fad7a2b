import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { fixtureUuid, makeLoadBalancer, makeVm } from '../fixtures/index.js'
import type { LoadBalancer } from './schema.js'

const loc = 'tll01'
const lb = makeLoadBalancer()
const raw = stripTags(lb)
const vmUuid = makeVm({}, 3).uuid
const base = `/v1/${loc}/network/load_balancers`
const ruleUuid = lb.forwarding_rules[0]!.uuid

describeCalls('Load balancer calls (SPEC §7 Load balancers; JSON, API-NOTES §8)', [
  {
    name: 'list: GET network/load_balancers',
    run: (c) => c.loadBalancer.list(loc),
    reply: { body: [raw] },
    method: 'GET',
    path: base,
    check: (r) => expect((r as LoadBalancer[])[0]).toMatchObject({ type: 'load_balancer', location: loc }),
  },
  {
    name: 'get: GET …/{uuid}',
    run: (c) => c.loadBalancer.get(loc, lb.uuid),
    reply: { body: raw },
    method: 'GET',
    path: `${base}/${lb.uuid}`,
  },
  {
    name: 'create: POST with targets [] even when none are given (Warren 500s without the key)',
    run: (c) =>
      c.loadBalancer.create(loc, { display_name: 'lb', billing_account_id: 1001, reserve_public_ip: true }),
    reply: { body: raw },
    method: 'POST',
    path: base,
    json: { display_name: 'lb', billing_account_id: 1001, reserve_public_ip: true, rules: [], targets: [] },
  },
  {
    name: 'create: rules and targets (target_type vm)',
    run: (c) =>
      c.loadBalancer.create(loc, {
        display_name: 'lb',
        network_uuid: fixtureUuid('network', 1),
        rules: [{ source_port: 80, target_port: 8080 }],
        targets: [{ target_uuid: vmUuid }],
      }),
    reply: { body: raw },
    method: 'POST',
    path: base,
    json: {
      display_name: 'lb',
      network_uuid: fixtureUuid('network', 1),
      rules: [{ source_port: 80, target_port: 8080 }],
      targets: [{ target_uuid: vmUuid, target_type: 'vm' }],
    },
  },
  {
    name: 'rename: PATCH …/{uuid} (JSON {display_name})',
    run: (c) => c.loadBalancer.rename(loc, lb.uuid, { display_name: 'renamed' }),
    reply: { body: raw },
    method: 'PATCH',
    path: `${base}/${lb.uuid}`,
    json: { display_name: 'renamed' },
  },
  {
    name: 'delete: DELETE …/{uuid}, 200 empty',
    run: (c) => c.loadBalancer.delete(loc, lb.uuid),
    method: 'DELETE',
    path: `${base}/${lb.uuid}`,
    reply: { status: 200 },
  },
  {
    name: 'billing account: PUT …/{uuid}/billing_account?set_id=',
    run: (c) => c.loadBalancer.setBillingAccount(loc, lb.uuid, 1002),
    reply: { body: { ...raw, billing_account_id: 1002 } },
    method: 'PUT',
    path: `${base}/${lb.uuid}/billing_account`,
    query: { set_id: '1002' },
    check: (r) => expect((r as LoadBalancer).billing_account_id).toBe(1002),
  },
  {
    name: 'add target: POST …/{uuid}/targets (JSON)',
    run: (c) => c.loadBalancer.addTarget(loc, lb.uuid, { target_uuid: vmUuid }),
    reply: {
      body: { target_uuid: vmUuid, target_type: 'vm', target_ip_address: '10.1.104.5', created_at: null },
    },
    method: 'POST',
    path: `${base}/${lb.uuid}/targets`,
    json: { target_uuid: vmUuid, target_type: 'vm' },
  },
  {
    name: 'remove target: DELETE …/targets/{target_uuid}',
    run: (c) => c.loadBalancer.removeTarget(loc, lb.uuid, vmUuid),
    reply: { status: 204 },
    method: 'DELETE',
    path: `${base}/${lb.uuid}/targets/${vmUuid}`,
  },
  {
    name: 'add forwarding rule: POST …/forwarding_rules (JSON); a ports-only echo gives undefined',
    run: (c) => c.loadBalancer.addForwardingRule(loc, lb.uuid, { source_port: 443, target_port: 8443 }),
    reply: { body: { source_port: 443, target_port: 8443 } },
    method: 'POST',
    path: `${base}/${lb.uuid}/forwarding_rules`,
    json: { source_port: 443, target_port: 8443 },
    check: (r) => expect(r).toBeUndefined(),
  },
  {
    name: 'add forwarding rule: a full rule object is parsed',
    run: (c) => c.loadBalancer.addForwardingRule(loc, lb.uuid, { source_port: 80, target_port: 8080 }),
    reply: { body: lb.forwarding_rules[0] },
    method: 'POST',
    path: `${base}/${lb.uuid}/forwarding_rules`,
    json: { source_port: 80, target_port: 8080 },
    check: (r) => expect(r).toMatchObject({ uuid: ruleUuid, protocol: 'TCP' }),
  },
  {
    name: 'remove forwarding rule: DELETE …/forwarding_rules/{rule_uuid}',
    run: (c) => c.loadBalancer.removeForwardingRule(loc, lb.uuid, ruleUuid),
    reply: { status: 204 },
    method: 'DELETE',
    path: `${base}/${lb.uuid}/forwarding_rules/${ruleUuid}`,
  },
])
