/** The disk calls of SPEC §7 as {@link ApiRequest}s: `/{location}/storage/disks`, forms (API-NOTES §1.3, §3). */
import { seg } from '../http/encode.js'
import type {
  DiskAttachInput,
  DiskCreateInput,
  DiskListQuery,
  DiskSnapshotCreateInput,
  DiskUpdateInput,
} from '../disk/schema.js'
import { formOf, queryOf, type ApiRequest } from './request.js'

const disks = (location: string) => `/v1/${seg(location)}/storage/disks`
const oneDisk = (location: string, uuid: string) => `${disks(location)}/${seg(uuid)}`

/** Builders of the disk calls; the names are the client's (`warren.disk.attach` sends `diskRequests.attach`). */
export const diskRequests = {
  /** `GET /{location}/storage/disks`. */
  list: (location: string, query: DiskListQuery = {}): ApiRequest => ({
    method: 'GET',
    path: disks(location),
    query: queryOf(query),
  }),
  /** `GET /{location}/storage/disks/{uuid}`. */
  get: (location: string, uuid: string): ApiRequest => ({ method: 'GET', path: oneDisk(location, uuid) }),
  /** `POST /{location}/storage/disks` (form). */
  create: (location: string, input: DiskCreateInput): ApiRequest => ({
    method: 'POST',
    path: disks(location),
    body: formOf(input),
  }),
  /** `PATCH /{location}/storage/disks/{uuid}` (form). */
  update: (location: string, uuid: string, input: DiskUpdateInput): ApiRequest => ({
    method: 'PATCH',
    path: oneDisk(location, uuid),
    body: formOf(input),
  }),
  /** `PATCH /{location}/storage/disks/{uuid}` (form `billing_account_id` only): moves the disk to an account. */
  setBillingAccount: (location: string, uuid: string, billingAccountId: number): ApiRequest => ({
    method: 'PATCH',
    path: oneDisk(location, uuid),
    body: { billing_account_id: billingAccountId },
  }),
  /** `DELETE /{location}/storage/disks/{uuid}`. */
  delete: (location: string, uuid: string): ApiRequest => ({
    method: 'DELETE',
    path: oneDisk(location, uuid),
  }),
  /** `POST /{location}/storage/disks/{uuid}/snapshots` (form; this platform's addition, issue 10). */
  createSnapshot: (location: string, uuid: string, input: DiskSnapshotCreateInput = {}): ApiRequest => ({
    method: 'POST',
    path: `${oneDisk(location, uuid)}/snapshots`,
    body: formOf(input),
  }),
  /** `DELETE /{location}/storage/disks/{uuid}/snapshots/{snapshot}`. */
  deleteSnapshot: (location: string, uuid: string, snapshot: string): ApiRequest => ({
    method: 'DELETE',
    path: `${oneDisk(location, uuid)}/snapshots/${seg(snapshot)}`,
  }),
  /** `POST /{location}/storage/disks/{uuid}/snapshots/{snapshot}/restore`. */
  restoreSnapshot: (location: string, uuid: string, snapshot: string): ApiRequest => ({
    method: 'POST',
    path: `${oneDisk(location, uuid)}/snapshots/${seg(snapshot)}/restore`,
  }),
  /** `POST /{location}/user-resource/vm/storage/attach` (form uuid = VM, storage_uuid = disk). */
  attach: (location: string, input: DiskAttachInput): ApiRequest => ({
    method: 'POST',
    path: `/v1/${seg(location)}/user-resource/vm/storage/attach`,
    body: formOf(input),
  }),
  /** `POST /{location}/user-resource/vm/storage/detach` (form). */
  detach: (location: string, input: DiskAttachInput): ApiRequest => ({
    method: 'POST',
    path: `/v1/${seg(location)}/user-resource/vm/storage/detach`,
    body: formOf(input),
  }),
}
