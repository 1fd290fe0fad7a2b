/** Access delegation calls (SPEC §7 Access delegation; API-NOTES §14.1). JSON bodies, not location-scoped. */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { accessRequests as r } from '../api-request/access.js'
import {
  parseAccessGroup,
  parseImpersonation,
  type AccessGroup,
  type AccessGroupCreateInput,
  type Impersonation,
  type ImpersonationCreateInput,
} from './schema.js'

/** The access delegation calls of one client. */
export function accessApi(http: WarrenHttp) {
  return {
    /** `GET /user-resource/access_group`. */
    listGroups: (opts: CallOptions = {}): Promise<AccessGroup[]> =>
      http.send(r.listGroups(), opts, listOf(parseAccessGroup)),

    /** `GET /user-resource/access_group/impersonation`: the groups others added the caller to, with the owner. */
    listGrants: (opts: CallOptions = {}): Promise<Impersonation[]> =>
      http.send(r.listGrants(), opts, listOf(parseImpersonation)),

    /** `POST /user-resource/access_group` (JSON `{name, billing_account_id?}`). */
    createGroup: (input: AccessGroupCreateInput): Promise<AccessGroup> =>
      http.send(r.createGroup(input), {}, parseAccessGroup),

    /** `DELETE /user-resource/access_group/{id}`. */
    deleteGroup: (id: string): Promise<void> => http.send(r.deleteGroup(id)),

    /** `POST /user-resource/access_group/{delegation_id}/impersonation` (JSON `{grantee_username}`). */
    addUser: (delegationId: string, input: ImpersonationCreateInput): Promise<Impersonation> =>
      http.send(r.addUser(delegationId, input), {}, parseImpersonation),

    /** `DELETE /user-resource/access_group/{delegation_id}/impersonation/{impersonation_id}`. */
    removeUser: (delegationId: string, impersonationId: string): Promise<void> =>
      http.send(r.removeUser(delegationId, impersonationId)),
  }
}

/** The access delegation calls of a client. */
export type AccessApi = ReturnType<typeof accessApi>
