/**
 * Calls on `/{location}/storage/disks` and the attach/detach calls (SPEC §7 Disks). Bodies are forms: live,
 * a JSON body was ignored (API-NOTES §1.3, §3). Each call sends the request its builder in
 * `api-request/disk.ts` describes (what "Show API request" shows).
 */
import { diskRequests as r } from '../api-request/disk.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { BillingAccountIdSchema } from '../http/fields.js'
import {
  DiskAttachmentSchema,
  DiskSnapshotSchema,
  parseDisk,
  type Disk,
  type DiskAttachInput,
  type DiskAttachment,
  type DiskCreateInput,
  type DiskListQuery,
  type DiskSnapshot,
  type DiskSnapshotCreateInput,
  type DiskUpdateInput,
} from './schema.js'

/** The disk calls of one client. */
export function diskApi(http: WarrenHttp) {
  const one = (location: string) => (body: unknown) => parseDisk(body, location)

  return {
    /** `GET /{location}/storage/disks`. */
    list: (location: string, query: DiskListQuery = {}, opts: CallOptions = {}): Promise<Disk[]> =>
      http.send(r.list(location, query), opts, listOf(one(location))),

    /** `GET /{location}/storage/disks/{uuid}`; unknown → 404 'Disk not found'. */
    get: (location: string, uuid: string, opts: CallOptions = {}): Promise<Disk> =>
      http.send(r.get(location, uuid), opts, one(location)),

    /** `POST /{location}/storage/disks` (form) → 201 Disk. */
    create: (location: string, input: DiskCreateInput): Promise<Disk> =>
      http.send(r.create(location, input), {}, one(location)),

    /** `PATCH /{location}/storage/disks/{uuid}` (form). */
    update: (location: string, uuid: string, input: DiskUpdateInput): Promise<Disk> =>
      http.send(r.update(location, uuid, input), {}, one(location)),

    /** `PATCH /{location}/storage/disks/{uuid}` (form `billing_account_id`): moves the disk to an account. */
    setBillingAccount: (location: string, uuid: string, billingAccountId: number): Promise<Disk> =>
      http.send(
        r.setBillingAccount(location, uuid, BillingAccountIdSchema.parse(billingAccountId)),
        {},
        one(location),
      ),

    /** `DELETE /{location}/storage/disks/{uuid}` → 204; also deletes the disk's snapshots. */
    delete: (location: string, uuid: string): Promise<void> => http.send(r.delete(location, uuid)),

    /** `POST /{location}/storage/disks/{uuid}/snapshots` (form) → 201 the snapshot (this platform's addition). */
    createSnapshot: (
      location: string,
      uuid: string,
      input: DiskSnapshotCreateInput = {},
    ): Promise<DiskSnapshot> =>
      http.send(r.createSnapshot(location, uuid, input), {}, (b) => DiskSnapshotSchema.parse(b)),

    /** `DELETE /{location}/storage/disks/{uuid}/snapshots/{snapshot}` → 204. */
    deleteSnapshot: (location: string, uuid: string, snapshot: string): Promise<void> =>
      http.send(r.deleteSnapshot(location, uuid, snapshot)),

    /**
     * `POST /{location}/storage/disks/{uuid}/snapshots/{snapshot}/restore` → 200 Disk: the disk's content goes
     * back to the snapshot's (a detached disk only).
     */
    restoreSnapshot: (location: string, uuid: string, snapshot: string): Promise<Disk> =>
      http.send(r.restoreSnapshot(location, uuid, snapshot), {}, one(location)),

    /** `POST /{location}/user-resource/vm/storage/attach` (form uuid = VM, storage_uuid = disk). */
    attach: (location: string, input: DiskAttachInput): Promise<DiskAttachment> =>
      http.send(r.attach(location, input), {}, (b) => DiskAttachmentSchema.parse(b)),

    /** `POST /{location}/user-resource/vm/storage/detach` (form) → `{"success": true}`. */
    detach: (location: string, input: DiskAttachInput): Promise<void> => http.send(r.detach(location, input)),
  }
}

/** The disk calls of a client. */
export type DiskApi = ReturnType<typeof diskApi>
