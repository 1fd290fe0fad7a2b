/**
 * The account calls a form makes (SPEC §7 API tokens, SSH keys) as {@link ApiRequest}s: JSON, not
 * location-scoped. The reads and the console-only `/auth/…` calls have no builder yet.
 */
import { seg } from '../http/encode.js'
import type { SshKeyCreateInput, TokenCreateInput } from '../account/schema.js'
import { jsonOf, type ApiRequest } from './request.js'

const tokens = '/v1/user-resource/token'
const sshKeys = '/v1/user-resource/ssh_keys'

/** Builders of the account calls; the names are the client's (`warren.account.createToken`). */
export const accountRequests = {
  /** `POST /v1/user-resource/token` (JSON). */
  createToken: (input: TokenCreateInput): ApiRequest => ({
    method: 'POST',
    path: tokens,
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `DELETE /v1/user-resource/token/{id}`. */
  deleteToken: (id: number): ApiRequest => ({ method: 'DELETE', path: `${tokens}/${seg(id)}` }),
  /** `POST /v1/user-resource/ssh_keys` (JSON `{name, public_key}`). */
  createSshKey: (input: SshKeyCreateInput): ApiRequest => ({
    method: 'POST',
    path: sshKeys,
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `DELETE /v1/user-resource/ssh_keys/{uuid}`. */
  deleteSshKey: (uuid: string): ApiRequest => ({ method: 'DELETE', path: `${sshKeys}/${seg(uuid)}` }),
}
