/**
 * Calls on `/user-resource/service/…` (SPEC §7 Managed services; API-NOTES §9, §14.3). Package calls are JSON
 * and not location-scoped; the whitelist is a form; the backup restore is under `/{location}`.
 */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { compact, seg } from '../http/encode.js'
import { listOf } from '../http/core.js'
import {
  ServiceSecretsSchema,
  WhitelistSchema,
  parseServicePackage,
  type ServicePackage,
  type ServicePackageCreateInput,
  type ServicePackageUpdateInput,
  type ServicePropertiesInput,
  type ServiceSecrets,
  type ServiceVmRestoreInput,
  type Whitelist,
} from './schema.js'

/** The managed-service calls of one client. */
export function serviceApi(http: WarrenHttp) {
  const pkg = (uuid: string) => `user-resource/service/package/${seg(uuid)}`
  const one = (body: unknown) => parseServicePackage(body)

  return {
    /** `GET /user-resource/service/packages`. */
    list: (opts: CallOptions = {}): Promise<ServicePackage[]> =>
      http.request('GET', 'user-resource/service/packages', { ...opts }, listOf(one)),

    /** `GET /user-resource/service/package/{uuid}`. */
    get: (uuid: string, opts: CallOptions = {}): Promise<ServicePackage> =>
      http.request('GET', pkg(uuid), { ...opts }, one),

    /**
     * `POST /user-resource/service/package` (JSON). `package_parameters` goes as a JSON *string*, as Warren
     * expects (API-NOTES §9). The answer carries the new uuid.
     */
    create: (input: ServicePackageCreateInput): Promise<ServicePackage> =>
      http.request(
        'POST',
        'user-resource/service/package',
        { json: compact({ ...input, package_parameters: JSON.stringify(input.package_parameters) }) },
        one,
      ),

    /** `PATCH /user-resource/service/package/{uuid}` (JSON). */
    update: (uuid: string, input: ServicePackageUpdateInput): Promise<ServicePackage> =>
      http.request('PATCH', pkg(uuid), { json: compact(input) }, one),

    /** `DELETE /user-resource/service/package/{uuid}`: answers the package with status deleted, or nothing. */
    delete: (uuid: string): Promise<void> => http.request('DELETE', pkg(uuid)),

    /** `PATCH …/{uuid}/properties` (JSON keys merged into properties, API-NOTES §14.3). */
    updateProperties: (uuid: string, input: ServicePropertiesInput): Promise<ServicePackage> =>
      http.request('PATCH', `${pkg(uuid)}/properties`, { json: input }, one),

    /** `GET …/{uuid}/secrets`. */
    secrets: (uuid: string, opts: CallOptions = {}): Promise<ServiceSecrets> =>
      http.request('GET', `${pkg(uuid)}/secrets`, { ...opts }, (b) => ServiceSecretsSchema.parse(b)),

    /** `GET …/{uuid}/whitelist_addresses`: empty means open to all. */
    whitelist: (uuid: string, opts: CallOptions = {}): Promise<Whitelist> =>
      http.request('GET', `${pkg(uuid)}/whitelist_addresses`, { ...opts }, (b) => WhitelistSchema.parse(b)),

    /** `POST …/{uuid}/whitelist_addresses` (form `ip_address`): answers the new full list. */
    addWhitelistAddress: (uuid: string, ipAddress: string): Promise<Whitelist> =>
      http.request('POST', `${pkg(uuid)}/whitelist_addresses`, { form: { ip_address: ipAddress } }, (b) =>
        WhitelistSchema.parse(b),
      ),

    /** `DELETE …/{uuid}/whitelist_addresses` (form `ip_address`): answers the new full list. */
    deleteWhitelistAddress: (uuid: string, ipAddress: string): Promise<Whitelist> =>
      http.request('DELETE', `${pkg(uuid)}/whitelist_addresses`, { form: { ip_address: ipAddress } }, (b) =>
        WhitelistSchema.parse(b ?? []),
      ),

    /** `POST …/{uuid}/resources/{target_uuid}/start`: starts one VM of the service. */
    startResource: (uuid: string, targetUuid: string): Promise<ServicePackage> =>
      http.request('POST', `${pkg(uuid)}/resources/${seg(targetUuid)}/start`, {}, one),

    /** `POST …/{uuid}/resources/{target_uuid}/stop`: stops one VM of the service. */
    stopResource: (uuid: string, targetUuid: string): Promise<ServicePackage> =>
      http.request('POST', `${pkg(uuid)}/resources/${seg(targetUuid)}/stop`, {}, one),

    /** `POST /{location}/user-resource/service/package/vm/rebuild` (form): restore a service backup. */
    restoreBackup: (location: string, input: ServiceVmRestoreInput): Promise<void> =>
      http.request('POST', `${seg(location)}/user-resource/service/package/vm/rebuild`, { form: input }),
  }
}

/** The managed-service calls of a client. */
export type ServiceApi = ReturnType<typeof serviceApi>
