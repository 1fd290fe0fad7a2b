/**
 * Calls on `/user-resource/service/…` (SPEC §7 Managed services; API-NOTES §9, §14.3). Package calls are JSON
 * and not location-scoped; the whitelist is a form; the backup restore is under `/{location}`.
 */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { serviceRequests as r } from '../api-request/service.js'
import { listOf } from '../http/core.js'
import { BillingAccountIdSchema } from '../http/fields.js'
import {
  ServiceCatalogueSchema,
  ServiceSecretsSchema,
  WhitelistSchema,
  parseServicePackage,
  type ServiceCatalogue,
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
  const one = (body: unknown) => parseServicePackage(body)

  return {
    /** `GET /user-resource/service/packages`. */
    list: (opts: CallOptions = {}): Promise<ServicePackage[]> => http.send(r.list(), opts, listOf(one)),

    /** `GET /user-resource/service/catalogue`: the services and versions a create accepts (CONTRACTS). */
    catalogue: (opts: CallOptions = {}): Promise<ServiceCatalogue> =>
      http.send(r.catalogue(), opts, (b) => ServiceCatalogueSchema.parse(b)),
    /** `GET /user-resource/service/package/{uuid}`. */
    get: (uuid: string, opts: CallOptions = {}): Promise<ServicePackage> => http.send(r.get(uuid), opts, one),

    /**
     * `POST /user-resource/service/package` (JSON). `package_parameters` goes as a JSON *string*, as Warren
     * expects (API-NOTES §9). The answer carries the new uuid.
     */
    create: (input: ServicePackageCreateInput): Promise<ServicePackage> =>
      http.send(r.create(input), {}, one),

    /** `PATCH /user-resource/service/package/{uuid}` (JSON). */
    update: (uuid: string, input: ServicePackageUpdateInput): Promise<ServicePackage> =>
      http.send(r.update(uuid, input), {}, one),

    /** `PATCH /user-resource/service/package/{uuid}` (JSON `{billing_account_id}`): moves the service. */
    setBillingAccount: (uuid: string, billingAccountId: number): Promise<ServicePackage> =>
      http.send(r.setBillingAccount(uuid, BillingAccountIdSchema.parse(billingAccountId)), {}, one),

    /** `DELETE /user-resource/service/package/{uuid}`: answers the package with status deleted, or nothing. */
    delete: (uuid: string): Promise<void> => http.send(r.delete(uuid)),

    /** `PATCH …/{uuid}/properties` (JSON keys merged into properties, API-NOTES §14.3). */
    updateProperties: (uuid: string, input: ServicePropertiesInput): Promise<ServicePackage> =>
      http.send(r.updateProperties(uuid, input), {}, one),

    /** `GET …/{uuid}/secrets`. */
    secrets: (uuid: string, opts: CallOptions = {}): Promise<ServiceSecrets> =>
      http.send(r.secrets(uuid), opts, (b) => ServiceSecretsSchema.parse(b)),

    /** `GET …/{uuid}/whitelist_addresses`: empty means open to all. */
    whitelist: (uuid: string, opts: CallOptions = {}): Promise<Whitelist> =>
      http.send(r.whitelist(uuid), opts, (b) => WhitelistSchema.parse(b)),

    /** `POST …/{uuid}/whitelist_addresses` (form `ip_address`): answers the new full list. */
    addWhitelistAddress: (uuid: string, ipAddress: string): Promise<Whitelist> =>
      http.send(r.addWhitelistAddress(uuid, ipAddress), {}, (b) => WhitelistSchema.parse(b)),

    /** `DELETE …/{uuid}/whitelist_addresses` (form `ip_address`): answers the new full list. */
    deleteWhitelistAddress: (uuid: string, ipAddress: string): Promise<Whitelist> =>
      http.send(r.deleteWhitelistAddress(uuid, ipAddress), {}, (b) => WhitelistSchema.parse(b ?? [])),

    /** `POST …/{uuid}/resources/{target_uuid}/start`: starts one VM of the service. */
    startResource: (uuid: string, targetUuid: string): Promise<ServicePackage> =>
      http.send(r.startResource(uuid, targetUuid), {}, one),

    /** `POST …/{uuid}/resources/{target_uuid}/stop`: stops one VM of the service. */
    stopResource: (uuid: string, targetUuid: string): Promise<ServicePackage> =>
      http.send(r.stopResource(uuid, targetUuid), {}, one),

    /** `POST /{location}/user-resource/service/package/vm/rebuild` (form): restore a service backup. */
    restoreBackup: (location: string, input: ServiceVmRestoreInput): Promise<void> =>
      http.send(r.restoreBackup(location, input)),
  }
}

/** The managed-service calls of a client. */
export type ServiceApi = ReturnType<typeof serviceApi>
