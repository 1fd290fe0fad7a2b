/** The managed-service calls of SPEC §7 as {@link ApiRequest}s (API-NOTES §9, §14.3): JSON, whitelist forms. */
import { compact, seg } from '../http/encode.js'
import type {
  ServicePackageCreateInput,
  ServicePackageUpdateInput,
  ServicePropertiesInput,
  ServiceVmRestoreInput,
} from '../service/schema.js'
import { formOf, type ApiRequest } from './request.js'

const pkg = (uuid: string) => `/v1/user-resource/service/package/${seg(uuid)}`

/** Builders of the managed-service calls; the names are the client's (`warren.service.create`). */
export const serviceRequests = {
  /** `GET /user-resource/service/packages`. */
  list: (): ApiRequest => ({ method: 'GET', path: '/v1/user-resource/service/packages' }),
  /** `GET /user-resource/service/catalogue` (a console-only endpoint, CONTRACTS "Managed service catalogue"). */
  catalogue: (): ApiRequest => ({ method: 'GET', path: '/v1/user-resource/service/catalogue' }),
  /** `GET /user-resource/service/package/{uuid}`. */
  get: (uuid: string): ApiRequest => ({ method: 'GET', path: pkg(uuid) }),
  /** `POST /user-resource/service/package` (JSON; `package_parameters` as a JSON string, API-NOTES §9). */
  create: (input: ServicePackageCreateInput): ApiRequest => ({
    method: 'POST',
    path: '/v1/user-resource/service/package',
    body: compact({ ...input, package_parameters: JSON.stringify(input.package_parameters) }),
    encoding: 'json',
  }),
  /** `PATCH /user-resource/service/package/{uuid}` (JSON). */
  update: (uuid: string, input: ServicePackageUpdateInput): ApiRequest => ({
    method: 'PATCH',
    path: pkg(uuid),
    body: compact(input),
    encoding: 'json',
  }),
  /** `PATCH /user-resource/service/package/{uuid}` (JSON `{billing_account_id}` only): moves the service. */
  setBillingAccount: (uuid: string, billingAccountId: number): ApiRequest => ({
    method: 'PATCH',
    path: pkg(uuid),
    body: { billing_account_id: billingAccountId },
    encoding: 'json',
  }),
  /** `DELETE /user-resource/service/package/{uuid}`. */
  delete: (uuid: string): ApiRequest => ({ method: 'DELETE', path: pkg(uuid) }),
  /** `PATCH …/{uuid}/properties` (JSON keys merged into properties). */
  updateProperties: (uuid: string, input: ServicePropertiesInput): ApiRequest => ({
    method: 'PATCH',
    path: `${pkg(uuid)}/properties`,
    body: compact(input),
    encoding: 'json',
  }),
  /** `GET …/{uuid}/secrets`. */
  secrets: (uuid: string): ApiRequest => ({ method: 'GET', path: `${pkg(uuid)}/secrets` }),
  /** `GET …/{uuid}/whitelist_addresses`. */
  whitelist: (uuid: string): ApiRequest => ({ method: 'GET', path: `${pkg(uuid)}/whitelist_addresses` }),
  /** `POST …/{uuid}/whitelist_addresses` (form `ip_address`). */
  addWhitelistAddress: (uuid: string, ipAddress: string): ApiRequest => ({
    method: 'POST',
    path: `${pkg(uuid)}/whitelist_addresses`,
    body: { ip_address: ipAddress },
  }),
  /** `DELETE …/{uuid}/whitelist_addresses` (form `ip_address`). */
  deleteWhitelistAddress: (uuid: string, ipAddress: string): ApiRequest => ({
    method: 'DELETE',
    path: `${pkg(uuid)}/whitelist_addresses`,
    body: { ip_address: ipAddress },
  }),
  /** `POST …/{uuid}/resources/{target_uuid}/start`. */
  startResource: (uuid: string, targetUuid: string): ApiRequest => ({
    method: 'POST',
    path: `${pkg(uuid)}/resources/${seg(targetUuid)}/start`,
  }),
  /** `POST …/{uuid}/resources/{target_uuid}/stop`. */
  stopResource: (uuid: string, targetUuid: string): ApiRequest => ({
    method: 'POST',
    path: `${pkg(uuid)}/resources/${seg(targetUuid)}/stop`,
  }),
  /** `POST /{location}/user-resource/service/package/vm/rebuild` (form): restore a service backup. */
  restoreBackup: (location: string, input: ServiceVmRestoreInput): ApiRequest => ({
    method: 'POST',
    path: `/v1/${seg(location)}/user-resource/service/package/vm/rebuild`,
    body: formOf(input),
  }),
}
