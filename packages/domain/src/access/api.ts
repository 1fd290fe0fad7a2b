/** Access delegation calls (SPEC §7 Access delegation; API-NOTES §14.1). JSON bodies, not location-scoped. */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { compact, seg } from '../http/encode.js'
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
  const groups = 'user-resource/access_group'

  return {
    /** `GET /user-resource/access_group`. */
    listGroups: (opts: CallOptions = {}): Promise<AccessGroup[]> =>
      http.request('GET', groups, { ...opts }, listOf(parseAccessGroup)),

    /** `POST /user-resource/access_group` (JSON `{name, billing_account_id?}`). */
    createGroup: (input: AccessGroupCreateInput): Promise<AccessGroup> =>
      http.request('POST', groups, { json: compact(input) }, parseAccessGroup),

    /** `DELETE /user-resource/access_group/{id}`. */
    deleteGroup: (id: string): Promise<void> => http.request('DELETE', `${groups}/${seg(id)}`),

    /** `POST /user-resource/access_group/{delegation_id}/impersonation` (JSON `{grantee_username}`). */
    addUser: (delegationId: string, input: ImpersonationCreateInput): Promise<Impersonation> =>
      http.request(
        'POST',
        `${groups}/${seg(delegationId)}/impersonation`,
        { json: { grantee_username: input.grantee_username } },
        parseImpersonation,
      ),

    /** `DELETE /user-resource/access_group/{delegation_id}/impersonation/{impersonation_id}`. */
    removeUser: (delegationId: string, impersonationId: string): Promise<void> =>
      http.request('DELETE', `${groups}/${seg(delegationId)}/impersonation/${seg(impersonationId)}`),
  }
}

/** The access delegation calls of a client. */
export type AccessApi = ReturnType<typeof accessApi>
