/** The VM calls of SPEC §7 as {@link ApiRequest}s: `/{location}/user-resource/vm…`, all forms (API-NOTES §1.3, §7). */
import { seg } from '../http/encode.js'
import type {
  ReplicaType,
  ResourceBillingInput,
  VmBootIsoInput,
  VmCloneInput,
  VmCreateInput,
  VmRebuildInput,
  VmReinstallInput,
  VmReplicaCreateInput,
  VmReplicaDeleteInput,
  VmStopInput,
  VmStorageCreateInput,
  VmStorageDeleteInput,
  VmStorageResizeInput,
  VmUpdateInput,
  VmUserInput,
} from '../vm/schema.js'
import type { WithDefaults } from '../vm/api.js'
import type { MetricsRange } from '../metrics/schema.js'
import { firstLoadRequests } from './first-load.js'
import { formOf, type ApiRequest } from './request.js'

const resource = (location: string) => `/v1/${seg(location)}/user-resource`
const vm = (location: string) => `${resource(location)}/vm`
const post = (path: string, body: object): ApiRequest => ({ method: 'POST', path, body: formOf(body) })

/** Builders of the VM calls; the names are the client's (`warren.vm.start` sends `vmRequests.start`). */
export const vmRequests = {
  /** `GET /{location}/user-resource/vm/list` (query billing_account_id). */
  list: firstLoadRequests['vm.list'],
  /**
   * `GET /{location}/user-resource/vm/page?page=…&per_page=…&sort=…&order=…&search=…&status=…&billing_account_id=…`
   * (console-only, CONTRACTS "Paged VM list").
   */
  page: firstLoadRequests['vm.page'],
  /** `GET /{location}/user-resource/vm/metrics?uuid=…&range=…` (console-only, CONTRACTS "VM metrics"). */
  metrics: (location: string, uuid: string, range: MetricsRange = '1h'): ApiRequest => ({
    method: 'GET',
    path: `${vm(location)}/metrics`,
    query: { uuid, range },
  }),
  /** `GET /{location}/user-resource/vm?uuid=…`. */
  get: (location: string, uuid: string): ApiRequest => ({
    method: 'GET',
    path: vm(location),
    query: { uuid },
  }),
  /** `POST /{location}/user-resource/vm` (form); the password is shown as `$VM_PASSWORD`. */
  create: (location: string, input: VmCreateInput): ApiRequest => ({
    ...post(vm(location), input),
    ...(input.password ? { secrets: { password: 'VM_PASSWORD' } } : {}),
  }),
  /** `PATCH /{location}/user-resource/vm` (form, body uuid). */
  update: (location: string, input: VmUpdateInput): ApiRequest => ({
    method: 'PATCH',
    path: vm(location),
    body: formOf(input),
  }),
  /** `DELETE /{location}/user-resource/vm` (form, body uuid). */
  delete: (location: string, uuid: string): ApiRequest => ({
    method: 'DELETE',
    path: vm(location),
    body: { uuid },
  }),
  /** `POST vm/start` (uuid). */
  start: (location: string, uuid: string): ApiRequest => post(`${vm(location)}/start`, { uuid }),
  /** `POST vm/stop` (uuid, force; force false is an ACPI shutdown). */
  stop: (location: string, input: WithDefaults<VmStopInput, 'force'>): ApiRequest =>
    post(`${vm(location)}/stop`, { uuid: input.uuid, force: input.force ?? false }),
  /** `POST vm/clone` (uuid, name). */
  clone: (location: string, input: VmCloneInput): ApiRequest => post(`${vm(location)}/clone`, input),
  /** `POST vm/reinstall` (uuid, os_name?, os_version?). */
  reinstall: (location: string, input: VmReinstallInput): ApiRequest =>
    post(`${vm(location)}/reinstall`, input),
  /** `POST vm/boot_iso_media`: one-time boot from an ISO. */
  bootIso: (location: string, input: VmBootIsoInput): ApiRequest =>
    post(`${vm(location)}/boot_iso_media`, input),
  /** `POST vm/backup` (uuid): toggles automatic backups. */
  toggleBackup: (location: string, uuid: string): ApiRequest => post(`${vm(location)}/backup`, { uuid }),
  /** `POST vm/rebuild` (type, uuid, replica_uuid). */
  rebuild: (location: string, input: VmRebuildInput): ApiRequest => post(`${vm(location)}/rebuild`, input),
  /** `PATCH vm/user` (uuid, username, password); the password is shown as `$VM_PASSWORD`. */
  changeUser: (location: string, input: VmUserInput): ApiRequest => ({
    method: 'PATCH',
    path: `${vm(location)}/user`,
    body: formOf(input),
    ...(input.password ? { secrets: { password: 'VM_PASSWORD' } } : {}),
  }),
  /** `POST vm/storage` (uuid, size_gb): adds a disk. */
  addStorage: (location: string, input: VmStorageCreateInput): ApiRequest =>
    post(`${vm(location)}/storage`, input),
  /** `PATCH vm/storage` (uuid, disk_uuid, size_gb): resizes a disk. */
  resizeStorage: (location: string, input: VmStorageResizeInput): ApiRequest => ({
    method: 'PATCH',
    path: `${vm(location)}/storage`,
    body: formOf(input),
  }),
  /** `DELETE vm/storage` (uuid, storage_uuid). */
  deleteStorage: (location: string, input: VmStorageDeleteInput): ApiRequest => ({
    method: 'DELETE',
    path: `${vm(location)}/storage`,
    body: formOf(input),
  }),
  /** `GET vm/replica?uuid=…&r_type=…`. */
  listReplicas: (location: string, uuid: string, type: ReplicaType = 'snapshot'): ApiRequest => ({
    method: 'GET',
    path: `${vm(location)}/replica`,
    query: { uuid, r_type: type },
  }),
  /** `POST vm/replica` (uuid, type): takes a snapshot or a backup. */
  createReplica: (location: string, input: WithDefaults<VmReplicaCreateInput, 'type'>): ApiRequest =>
    post(`${vm(location)}/replica`, { ...input, type: input.type ?? 'snapshot' }),
  /** `DELETE vm/replica` (replica_uuid, type). */
  deleteReplica: (location: string, input: VmReplicaDeleteInput): ApiRequest => ({
    method: 'DELETE',
    path: `${vm(location)}/replica`,
    body: formOf(input),
  }),
  /** `POST /{location}/user-resource/resource_billing` (uuid, billing_account_id, resource_type vm). */
  setBillingAccount: (
    location: string,
    input: WithDefaults<ResourceBillingInput, 'resource_type'>,
  ): ApiRequest =>
    post(`${resource(location)}/resource_billing`, { ...input, resource_type: input.resource_type ?? 'vm' }),
}
