/** The access delegation calls of SPEC §7 as {@link ApiRequest}s (API-NOTES §14.1): JSON, not location-scoped. */
import { seg } from '../http/encode.js'
import type { AccessGroupCreateInput, ImpersonationCreateInput } from '../access/schema.js'
import { jsonOf, type ApiRequest } from './request.js'

const groups = '/v1/user-resource/access_group'

/** Builders of the access delegation calls; the names are the client's (`warren.access.createGroup`). */
export const accessRequests = {
  /** `GET /user-resource/access_group`. */
  listGroups: (): ApiRequest => ({ method: 'GET', path: groups }),
  /** `GET /user-resource/access_group/impersonation`: the grants the caller received (API-NOTES §14.1). */
  listGrants: (): ApiRequest => ({ method: 'GET', path: `${groups}/impersonation` }),
  /** `POST /user-resource/access_group` (JSON `{name, billing_account_id?}`). */
  createGroup: (input: AccessGroupCreateInput): ApiRequest => ({
    method: 'POST',
    path: groups,
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `DELETE /user-resource/access_group/{id}`. */
  deleteGroup: (id: string): ApiRequest => ({ method: 'DELETE', path: `${groups}/${seg(id)}` }),
  /** `POST /user-resource/access_group/{delegation_id}/impersonation` (JSON `{grantee_username}`). */
  addUser: (delegationId: string, input: ImpersonationCreateInput): ApiRequest => ({
    method: 'POST',
    path: `${groups}/${seg(delegationId)}/impersonation`,
    body: { grantee_username: input.grantee_username },
    encoding: 'json',
  }),
  /** `DELETE /user-resource/access_group/{delegation_id}/impersonation/{impersonation_id}`. */
  removeUser: (delegationId: string, impersonationId: string): ApiRequest => ({
    method: 'DELETE',
    path: `${groups}/${seg(delegationId)}/impersonation/${seg(impersonationId)}`,
  }),
}
