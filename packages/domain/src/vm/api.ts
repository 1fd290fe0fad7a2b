/** Calls on `/{location}/user-resource/vm…` (SPEC §7 Virtual machines). Every body is a form (API-NOTES §1.3). */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { seg } from '../http/encode.js'
import {
  ReplicaSchema,
  SuccessSchema,
  VmStorageSchema,
  WarrenVmSchema,
  parseVm,
  type Replica,
  type ReplicaType,
  type ResourceBillingInput,
  type Success,
  type Vm,
  type VmBootIsoInput,
  type VmCloneInput,
  type VmCreateInput,
  type VmListQuery,
  type VmRebuildInput,
  type VmReinstallInput,
  type VmReplicaCreateInput,
  type VmReplicaDeleteInput,
  type VmStopInput,
  type VmStorage,
  type VmStorageCreateInput,
  type VmStorageDeleteInput,
  type VmStorageResizeInput,
  type VmUpdateInput,
  type VmUserInput,
} from './schema.js'

/** Makes the keys `K` of `T` optional (fields the schema defaults). */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>

/** A body Warren may or may not send: parsed as a VM when it is one, else undefined. */
function maybeVm(location: string) {
  return (body: unknown): Vm | undefined =>
    WarrenVmSchema.safeParse(body).success ? parseVm(body, location) : undefined
}

/** The VM calls of one client. */
export function vmApi(http: WarrenHttp) {
  const base = (location: string) => `${seg(location)}/user-resource`
  const vmPath = (location: string) => `${base(location)}/vm`
  const one = (location: string) => (body: unknown) => parseVm(body, location)

  return {
    /** `GET /{location}/user-resource/vm/list` (query billing_account_id). */
    list: (location: string, query: VmListQuery = {}, opts: CallOptions = {}): Promise<Vm[]> =>
      http.request('GET', `${vmPath(location)}/list`, { query, ...opts }, listOf(one(location))),

    /** `GET /{location}/user-resource/vm?uuid=…`. A missing VM is a 400 that {@link ApiError} marks not found. */
    get: (location: string, uuid: string, opts: CallOptions = {}): Promise<Vm> =>
      http.request('GET', vmPath(location), { query: { uuid }, ...opts }, one(location)),

    /** `POST /{location}/user-resource/vm` (form). Blocks until the VM runs (API-NOTES §1.4). */
    create: (location: string, input: VmCreateInput): Promise<Vm> =>
      http.request('POST', vmPath(location), { form: input }, one(location)),

    /** `PATCH /{location}/user-resource/vm` (form, body uuid). See `updateVm` for the change-only rules. */
    update: (location: string, input: VmUpdateInput): Promise<Vm> =>
      http.request('PATCH', vmPath(location), { form: input }, one(location)),

    /** `DELETE /{location}/user-resource/vm` (form, body uuid). 200 with or without a body, or 204. */
    delete: (location: string, uuid: string): Promise<void> =>
      http.request('DELETE', vmPath(location), { form: { uuid } }),

    /** `POST vm/start` (uuid). */
    start: (location: string, uuid: string): Promise<Vm> =>
      http.request('POST', `${vmPath(location)}/start`, { form: { uuid } }, one(location)),

    /** `POST vm/stop` (uuid, force). `force` false is an ACPI shutdown. */
    stop: (location: string, input: WithDefaults<VmStopInput, 'force'>): Promise<Vm> =>
      http.request(
        'POST',
        `${vmPath(location)}/stop`,
        { form: { uuid: input.uuid, force: input.force ?? false } },
        one(location),
      ),

    /** `POST vm/clone` (uuid, name): returns the new VM. */
    clone: (location: string, input: VmCloneInput): Promise<Vm> =>
      http.request('POST', `${vmPath(location)}/clone`, { form: input }, one(location)),

    /** `POST vm/reinstall` (uuid, os_name?, os_version?). Wipes the disk. */
    reinstall: (location: string, input: VmReinstallInput): Promise<Vm> =>
      http.request('POST', `${vmPath(location)}/reinstall`, { form: input }, one(location)),

    /** `POST vm/boot_iso_media`: one-time boot from an ISO (rescue). Warren's body is undocumented. */
    bootIso: (location: string, input: VmBootIsoInput): Promise<Vm | undefined> =>
      http.request('POST', `${vmPath(location)}/boot_iso_media`, { form: input }, maybeVm(location)),

    /** `POST vm/backup` (uuid): toggles automatic backups; the answer says which way. */
    toggleBackup: (location: string, uuid: string): Promise<Vm> =>
      http.request('POST', `${vmPath(location)}/backup`, { form: { uuid } }, one(location)),

    /** `POST vm/rebuild` (type, uuid, replica_uuid): restore from a snapshot or backup. */
    rebuild: (location: string, input: VmRebuildInput): Promise<Vm> =>
      http.request('POST', `${vmPath(location)}/rebuild`, { form: input }, one(location)),

    /** `PATCH vm/user` (uuid, username, password). The VM must be running. */
    changeUser: (location: string, input: VmUserInput): Promise<Success> =>
      http.request('PATCH', `${vmPath(location)}/user`, { form: input }, (b) => SuccessSchema.parse(b)),

    /** `POST vm/storage` (uuid, size_gb): adds a disk. */
    addStorage: (location: string, input: VmStorageCreateInput): Promise<VmStorage> =>
      http.request('POST', `${vmPath(location)}/storage`, { form: input }, (b) => VmStorageSchema.parse(b)),

    /** `PATCH vm/storage` (uuid, disk_uuid, size_gb): resizes a disk. See `updateVm`. */
    resizeStorage: (location: string, input: VmStorageResizeInput): Promise<VmStorage> =>
      http.request('PATCH', `${vmPath(location)}/storage`, { form: input }, (b) => VmStorageSchema.parse(b)),

    /** `DELETE vm/storage` (uuid, storage_uuid): removes a non-primary disk and its data. */
    deleteStorage: (location: string, input: VmStorageDeleteInput): Promise<void> =>
      http.request('DELETE', `${vmPath(location)}/storage`, { form: input }),

    /** `GET vm/replica?uuid=…&r_type=…`: the VM's snapshots or backups. */
    listReplicas: (
      location: string,
      uuid: string,
      type: ReplicaType = 'snapshot',
      opts: CallOptions = {},
    ): Promise<Replica[]> =>
      http.request(
        'GET',
        `${vmPath(location)}/replica`,
        { query: { uuid, r_type: type }, ...opts },
        listOf((r) => ReplicaSchema.parse(r)),
      ),

    /** `POST vm/replica` (uuid, type): takes a snapshot or a backup; returns the boot disk entry. */
    createReplica: (
      location: string,
      input: WithDefaults<VmReplicaCreateInput, 'type'>,
    ): Promise<VmStorage> =>
      http.request(
        'POST',
        `${vmPath(location)}/replica`,
        { form: { ...input, type: input.type ?? 'snapshot' } },
        (b) => VmStorageSchema.parse(b),
      ),

    /** `DELETE vm/replica` (replica_uuid, type). */
    deleteReplica: (location: string, input: VmReplicaDeleteInput): Promise<void> =>
      http.request('DELETE', `${vmPath(location)}/replica`, { form: input }),

    /**
     * `POST /{location}/user-resource/resource_billing` (uuid, billing_account_id, resource_type vm).
     * Warren's success body is undocumented: the VM when it sends one.
     */
    setBillingAccount: (
      location: string,
      input: WithDefaults<ResourceBillingInput, 'resource_type'>,
    ): Promise<Vm | undefined> =>
      http.request(
        'POST',
        `${base(location)}/resource_billing`,
        { form: { ...input, resource_type: input.resource_type ?? 'vm' } },
        maybeVm(location),
      ),
  }
}

/** The VM calls of a client. */
export type VmApi = ReturnType<typeof vmApi>
