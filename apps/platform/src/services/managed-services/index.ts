/**
 * Managed service packages (API-NOTES §9, §14.3; SPEC §3, §4), one concern per file:
 * - catalogue.ts — the services a create accepts, their versions, ports and settable properties;
 * - create.ts — a create's plan, its quota needs and its final transaction;
 * - operations.ts — the durable operations (create, per-VM start and stop, backup restore);
 * - packages.ts — what the routes do to a package (rename, move, delete, properties, whitelist, VM power);
 * - properties.ts — properties merge and hibernation;
 * - render.ts — the Warren ServicePackage object.
 * Queries live in store/managed-services.ts; routes/managed-services.ts parses, authorises and answers.
 */
export { SERVICE_CATALOGUE, catalogueEntry, serviceOffers, settableProperties } from './catalogue.js'
export { planServiceCreate, serviceNodeNeeds, type ServiceCreatePayload } from './create.js'
export { SERVICE_DURATIONS_MS, serviceOperations } from './operations.js'
export {
  changeWhitelist,
  deleteServicePackage,
  patchServiceProperties,
  runServiceVmOperation,
  updateServicePackageFields,
  visibleServicePackages,
} from './packages.js'
export { hibernating, mergeProperties } from './properties.js'
export { toWarrenServicePackages } from './render.js'
