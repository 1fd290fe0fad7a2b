/** Calls on `/{location}/user-resource/vm…` (SPEC §7 Virtual machines). Every body is a form (API-NOTES §1.3).
 * Each call sends the request its builder in `api-request/vm.ts` describes (what "Show API request" shows). */
import { vmRequests as r } from '../api-request/vm.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { parseVmPage, type VmPage, type VmPageQuery } from './page.js'
import { MetricsSeriesSchema, type MetricsRange, type MetricsSeries } from '../metrics/schema.js'
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
  const one = (location: string) => (body: unknown) => parseVm(body, location)

  return {
    /** `GET /{location}/user-resource/vm/list` (query billing_account_id). */
    list: (location: string, query: VmListQuery = {}, opts: CallOptions = {}): Promise<Vm[]> =>
      http.send(r.list(location, query), opts, listOf(one(location))),

    /** `GET /{location}/user-resource/vm/page`: one page of the VMs, sorted, searched and filtered by the platform. */
    page: (location: string, query: VmPageQuery = {}, opts: CallOptions = {}): Promise<VmPage> =>
      http.send(r.page(location, query), opts, (body) => parseVmPage(body, location)),

    /** `GET /{location}/user-resource/vm?uuid=…`. A missing VM is a 400 that {@link ApiError} marks not found. */
    get: (location: string, uuid: string, opts: CallOptions = {}): Promise<Vm> =>
      http.send(r.get(location, uuid), opts, one(location)),

    /** `GET /{location}/user-resource/vm/metrics?uuid=…&range=…`: the VM's metrics (CONTRACTS "VM metrics"). */
    metrics: (
      location: string,
      uuid: string,
      range: MetricsRange = '1h',
      opts: CallOptions = {},
    ): Promise<MetricsSeries> =>
      http.send(r.metrics(location, uuid, range), opts, (b) => MetricsSeriesSchema.parse(b)),

    /** `POST /{location}/user-resource/vm` (form). Blocks until the VM runs (API-NOTES §1.4). */
    create: (location: string, input: VmCreateInput): Promise<Vm> =>
      http.send(r.create(location, input), {}, one(location)),

    /** `PATCH /{location}/user-resource/vm` (form, body uuid). See `updateVm` for the change-only rules. */
    update: (location: string, input: VmUpdateInput): Promise<Vm> =>
      http.send(r.update(location, input), {}, one(location)),

    /** `DELETE /{location}/user-resource/vm` (form, body uuid). 200 with or without a body, or 204. */
    delete: (location: string, uuid: string): Promise<void> => http.send(r.delete(location, uuid)),

    /** `POST vm/start` (uuid). */
    start: (location: string, uuid: string): Promise<Vm> =>
      http.send(r.start(location, uuid), {}, one(location)),

    /** `POST vm/stop` (uuid, force). `force` false is an ACPI shutdown. */
    stop: (location: string, input: WithDefaults<VmStopInput, 'force'>): Promise<Vm> =>
      http.send(r.stop(location, input), {}, one(location)),

    /** `POST vm/clone` (uuid, name): returns the new VM. */
    clone: (location: string, input: VmCloneInput): Promise<Vm> =>
      http.send(r.clone(location, input), {}, one(location)),

    /** `POST vm/reinstall` (uuid, os_name?, os_version?). Wipes the disk. */
    reinstall: (location: string, input: VmReinstallInput): Promise<Vm> =>
      http.send(r.reinstall(location, input), {}, one(location)),

    /** `POST vm/boot_iso_media`: one-time boot from an ISO (rescue). Warren's body is undocumented. */
    bootIso: (location: string, input: VmBootIsoInput): Promise<Vm | undefined> =>
      http.send(r.bootIso(location, input), {}, maybeVm(location)),

    /** `POST vm/backup` (uuid): toggles automatic backups; the answer says which way. */
    toggleBackup: (location: string, uuid: string): Promise<Vm> =>
      http.send(r.toggleBackup(location, uuid), {}, one(location)),

    /** `POST vm/rebuild` (type, uuid, replica_uuid): restore from a snapshot or backup. */
    rebuild: (location: string, input: VmRebuildInput): Promise<Vm> =>
      http.send(r.rebuild(location, input), {}, one(location)),

    /** `PATCH vm/user` (uuid, username, password). The VM must be running. */
    changeUser: (location: string, input: VmUserInput): Promise<Success> =>
      http.send(r.changeUser(location, input), {}, (b) => SuccessSchema.parse(b)),

    /** `POST vm/storage` (uuid, size_gb): adds a disk. */
    addStorage: (location: string, input: VmStorageCreateInput): Promise<VmStorage> =>
      http.send(r.addStorage(location, input), {}, (b) => VmStorageSchema.parse(b)),

    /** `PATCH vm/storage` (uuid, disk_uuid, size_gb): resizes a disk. See `updateVm`. */
    resizeStorage: (location: string, input: VmStorageResizeInput): Promise<VmStorage> =>
      http.send(r.resizeStorage(location, input), {}, (b) => VmStorageSchema.parse(b)),

    /** `DELETE vm/storage` (uuid, storage_uuid): removes a non-primary disk and its data. */
    deleteStorage: (location: string, input: VmStorageDeleteInput): Promise<void> =>
      http.send(r.deleteStorage(location, input)),

    /** `GET vm/replica?uuid=…&r_type=…`: the VM's snapshots or backups. */
    listReplicas: (
      location: string,
      uuid: string,
      type: ReplicaType = 'snapshot',
      opts: CallOptions = {},
    ): Promise<Replica[]> =>
      http.send(
        r.listReplicas(location, uuid, type),
        opts,
        listOf((b) => ReplicaSchema.parse(b)),
      ),

    /** `POST vm/replica` (uuid, type): takes a snapshot or a backup; returns the boot disk entry. */
    createReplica: (
      location: string,
      input: WithDefaults<VmReplicaCreateInput, 'type'>,
    ): Promise<VmStorage> => http.send(r.createReplica(location, input), {}, (b) => VmStorageSchema.parse(b)),

    /** `DELETE vm/replica` (replica_uuid, type). */
    deleteReplica: (location: string, input: VmReplicaDeleteInput): Promise<void> =>
      http.send(r.deleteReplica(location, input)),

    /**
     * `POST /{location}/user-resource/resource_billing` (uuid, billing_account_id, resource_type vm).
     * Warren's success body is undocumented: the VM when it sends one.
     */
    setBillingAccount: (
      location: string,
      input: WithDefaults<ResourceBillingInput, 'resource_type'>,
    ): Promise<Vm | undefined> => http.send(r.setBillingAccount(location, input), {}, maybeVm(location)),
  }
}

/** The VM calls of a client. */
export type VmApi = ReturnType<typeof vmApi>
