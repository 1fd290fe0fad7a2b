// Public names of the service module (src/index.ts re-exports them).
export {
  PackageParametersSchema,
  PackageParametersInputSchema,
  ServiceWorkerSchema,
  ServicePropertiesSchema,
  ServiceResourceSchema,
  WarrenServicePackageSchema,
  parseServicePackage,
  serviceStatus,
  ServiceSecretsSchema,
  WhitelistSchema,
  ServicePackageCreateInputSchema,
  ServicePackageUpdateInputSchema,
  ServicePropertiesInputSchema,
  WhitelistAddressInputSchema,
  ServiceVmRestoreInputSchema,
  ServiceOfferSchema,
  ServiceCatalogueSchema,
} from './schema.js'
export type {
  ServiceOffer,
  ServiceCatalogue,
  PackageParameters,
  ServiceWorker,
  ServiceProperties,
  ServiceResource,
  WarrenServicePackage,
  ServicePackage,
  ServiceSecrets,
  Whitelist,
  ServicePackageCreateInput,
  ServicePackageUpdateInput,
  ServicePropertiesInput,
  WhitelistAddressInput,
  ServiceVmRestoreInput,
} from './schema.js'
export type { ServiceApi } from './api.js'
export { serviceVmIds } from './flows.js'
export type { ServiceVmPowerResult } from './flows.js'
