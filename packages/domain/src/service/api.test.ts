import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { makeReplica, makeServicePackage } from '../fixtures/index.js'
import type { ServicePackage } from './schema.js'

const pkg = makeServicePackage()
const raw = stripTags(pkg)
const base = `/v1/user-resource/service/package/${pkg.uuid}`
const vmId = pkg.resources[0]!.resource_id

describeCalls('Managed service calls (SPEC §7 Managed services; JSON, whitelist form, API-NOTES §9)', [
  {
    name: 'list: GET user-resource/service/packages (not location-scoped)',
    run: (c) => c.service.list(),
    reply: { body: [raw] },
    method: 'GET',
    path: '/v1/user-resource/service/packages',
    check: (r) =>
      expect((r as ServicePackage[])[0]).toMatchObject({ type: 'managed_service', location: 'tll01' }),
  },
  {
    name: 'catalogue: GET user-resource/service/catalogue (CONTRACTS)',
    run: (c) => c.service.catalogue(),
    reply: {
      body: [
        {
          service: 'kubernetes',
          display_name: 'Kubernetes',
          kind: 'kubernetes',
          versions: ['1.31'],
          defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
        },
      ],
    },
    method: 'GET',
    path: '/v1/user-resource/service/catalogue',
    check: (r) => expect(r).toMatchObject([{ service: 'kubernetes', kind: 'kubernetes' }]),
  },
  {
    name: 'get: GET user-resource/service/package/{uuid}',
    run: (c) => c.service.get(pkg.uuid),
    reply: { body: raw },
    method: 'GET',
    path: base,
  },
  {
    name: 'create: POST user-resource/service/package with package_parameters as a JSON string',
    run: (c) =>
      c.service.create({
        billing_account_id: 1001,
        service: 'postgresql',
        version: '16.0',
        display_name: 'orders db',
        vm_cpu: 2,
        vm_ram: 4096,
        vm_disk_gb: 40,
        package_parameters: { location: 'tll01' },
      }),
    reply: { body: raw },
    method: 'POST',
    path: '/v1/user-resource/service/package',
    json: {
      billing_account_id: 1001,
      service: 'postgresql',
      version: '16.0',
      display_name: 'orders db',
      vm_cpu: 2,
      vm_ram: 4096,
      vm_disk_gb: 40,
      package_parameters: '{"location":"tll01"}',
    },
    check: (r) => expect((r as ServicePackage).uuid).toBe(pkg.uuid),
  },
  {
    name: 'update: PATCH …/{uuid} (JSON)',
    run: (c) => c.service.update(pkg.uuid, { display_name: 'renamed' }),
    reply: { body: raw },
    method: 'PATCH',
    path: base,
    json: { display_name: 'renamed' },
  },
  {
    name: 'delete: DELETE …/{uuid}',
    run: (c) => c.service.delete(pkg.uuid),
    reply: { body: { ...raw, status: 'deleted' } },
    method: 'DELETE',
    path: base,
  },
  {
    name: 'properties: PATCH …/{uuid}/properties (JSON merge)',
    run: (c) => c.service.updateProperties(pkg.uuid, { spec: { hibernation: { enabled: true } } }),
    reply: { body: raw },
    method: 'PATCH',
    path: `${base}/properties`,
    json: { spec: { hibernation: { enabled: true } } },
  },
  {
    name: 'secrets: GET …/{uuid}/secrets',
    run: (c) => c.service.secrets(pkg.uuid),
    reply: { body: { sql_pass: 's3cret' } },
    method: 'GET',
    path: `${base}/secrets`,
    check: (r) => expect(r).toEqual({ sql_pass: 's3cret' }),
  },
  {
    name: 'whitelist: GET …/{uuid}/whitelist_addresses',
    run: (c) => c.service.whitelist(pkg.uuid),
    reply: { body: ['203.0.113.0/24'] },
    method: 'GET',
    path: `${base}/whitelist_addresses`,
  },
  {
    name: 'whitelist: POST …/whitelist_addresses (form ip_address)',
    run: (c) => c.service.addWhitelistAddress(pkg.uuid, '198.51.100.7'),
    reply: { body: ['203.0.113.0/24', '198.51.100.7'] },
    method: 'POST',
    path: `${base}/whitelist_addresses`,
    form: { ip_address: '198.51.100.7' },
    check: (r) => expect(r).toHaveLength(2),
  },
  {
    name: 'whitelist: DELETE …/whitelist_addresses (form ip_address)',
    run: (c) => c.service.deleteWhitelistAddress(pkg.uuid, '198.51.100.7'),
    reply: { body: ['203.0.113.0/24'] },
    method: 'DELETE',
    path: `${base}/whitelist_addresses`,
    form: { ip_address: '198.51.100.7' },
  },
  {
    name: 'start a service VM: POST …/resources/{target_uuid}/start',
    run: (c) => c.service.startResource(pkg.uuid, vmId),
    reply: { body: raw },
    method: 'POST',
    path: `${base}/resources/${vmId}/start`,
  },
  {
    name: 'stop a service VM: POST …/resources/{target_uuid}/stop',
    run: (c) => c.service.stopResource(pkg.uuid, vmId),
    reply: { body: raw },
    method: 'POST',
    path: `${base}/resources/${vmId}/stop`,
  },
  {
    name: 'restore backup: POST /{location}/user-resource/service/package/vm/rebuild (form)',
    run: (c) =>
      c.service.restoreBackup('tll01', {
        uuid: vmId,
        replica_uuid: makeReplica({ master_uuid: vmId, type: 'backup' }).uuid,
      }),
    reply: { body: raw },
    method: 'POST',
    path: '/v1/tll01/user-resource/service/package/vm/rebuild',
    form: { uuid: vmId, replica_uuid: makeReplica({ master_uuid: vmId, type: 'backup' }).uuid },
  },
])
