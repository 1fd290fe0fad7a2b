// Public names of the http module (src/index.ts re-exports them).
// Warren entities and request bodies (SPEC.md §3, §7; API-NOTES.md). Owner: entities + client.
export {
  UuidSchema,
  ReplicaUuidSchema,
  TimestampSchema,
  LocationSlugSchema,
  BillingAccountIdSchema,
  orNull,
  blankOrNull,
  formInt,
  formNumber,
  formBool,
  formString,
  formArray,
  optionalInput,
  formUuid,
  ENTITY_TYPES,
  stripTags,
} from './fields.js'
export type { EntityType } from './fields.js'
export {
  CORRELATION_HEADER,
  ApiError,
  isApiError,
  isNotFoundError,
  apiErrorFromBody,
  UnexpectedResponseError,
} from './errors.js'
export type { ApiErrorInit } from './errors.js'
export { encodeForm } from './encode.js'
export type { FormValue } from './encode.js'
export { CONSOLE_CLIENT_HEADERS } from './headers.js'
export { API_PREFIX } from './core.js'
export type { Logger, WarrenClientOptions, CallOptions, RequestSpec, Method, WarrenHttp } from './core.js'
export { createWarrenClient } from './client.js'
export type { WarrenClient } from './client.js'
export { CONSOLE_HOST_LABELS, DEFAULT_GRAPHQL_PATH, apiOriginForPage, graphqlUrlForPage } from './graphql.js'
