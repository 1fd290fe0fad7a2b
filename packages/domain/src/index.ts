// Public surface of @cirrus/domain: explicit names only (STYLE.md). Each owner adds the lines of their module.

// Pricing (SPEC.md §3 Pricing, §4, §9; CONTRACTS.md "Money"). Owner: pricing/time/messages/config.
export {
  RESOURCE_TYPES,
  ResourceTypeSchema,
  DEFAULT_RULE_SET,
  PricePerUnitSchema,
  PriceRuleSchema,
  CurrencyPricesSchema,
  PriceListSchema,
  demoPriceList,
  demoHighCpuPoolUuid,
  NANOS_PER_UNIT,
  HOURS_PER_MONTH,
  PRICE_UNAVAILABLE,
  money,
  zeroMoney,
  addMoney,
  sumMoney,
  multiplyMoney,
  compareMoney,
  isZeroMoney,
  monthlyEstimate,
  formatMoney,
  toNanos,
  fromNanos,
  DEFAULT_PRICE_MULTIPLIERS,
  VM_PRICE_COMPONENTS,
  BYTES_PER_GB,
  resolveRules,
  selectTier,
  multiplierResourceType,
  priceOf,
  vmPriceBreakdown,
  vmHourlyPrice,
  diskHourlyPrice,
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  bareMetalHourlyPrice,
  bucketGb,
  bucketHourlyPrice,
  serviceHourlyPrice,
  totalHourlyPrice,
  toPricePolicy,
  PRICE_CHANGE_UNAVAILABLE,
  NO_PRICE_CHANGE,
  priceDelta,
  formatPriceDelta,
  diskResizePriceDelta,
  diskAttachPriceDelta,
} from './pricing/index.js'
export type {
  ResourceType,
  PriceRule,
  CurrencyPrices,
  PriceList,
  Money,
  FormatMoneyOptions,
  PriceWarningCode,
  PriceWarning,
  PriceLogger,
  PricingContext,
  PriceResult,
  PriceRangeResult,
  PriceTier,
  ResolvedRules,
  PriceMultiplierRow,
  PriceMultipliers,
  PriceOfOptions,
  PricedReplica,
  PricedVmDisk,
  PricedVm,
  VmPriceComponent,
  PricePart,
  PriceLine,
  PriceBreakdown,
  VmPriceOptions,
  PricedDisk,
  PricedIp,
  PricedUnit,
  PricedService,
  PricePolicyItem,
} from './pricing/index.js'
// How a price changes with an action (issue 11, owner net-a): the IP unassign dialog.
export {
  priceChange,
  formatHourlyChange,
  ipUnassignPriceChange,
  ipAssignPriceChange,
} from './pricing/index.js'
export type { PriceChange } from './pricing/index.js'

// Console configuration and state rules (SPEC.md §4, §6; CONTRACTS.md GET /v1/config/console)
export {
  FEATURE_KEYS,
  ConsoleFeaturesSchema,
  ConsoleConfigSchema,
  defaultConsoleConfig,
  NAV_SECTIONS,
  navSections,
  isSectionEnabled,
  enabledListItems,
  isAdminBareMetalEnabled,
  supportLink,
  canOpenAdmin,
  isAdminPath,
  tracksPageView,
  VM_ACTIONS,
  VM_ACTION_RULES,
  vmActionAvailability,
} from './config/index.js'
export type {
  FeatureKey,
  ConsoleConfig,
  NavSectionName,
  NavListKind,
  NavSection,
  VmAction,
  ActionAvailability,
  VmActionInput,
} from './config/index.js'

// Time (SPEC.md §3 Timestamps, §5, §9 locale)
export {
  TimestampParseError,
  UNIX_MILLISECONDS_FROM,
  UNIX_SECONDS_FROM,
  parseTimestamp,
  tryParseTimestamp,
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatMonth,
  formatRelative,
} from './time/index.js'
export type { DateFormatOptions } from './time/index.js'

// Messages and constants (SPEC.md §2 error pages, §4 progress, §8 toasts, §9 constants)
export {
  messages,
  logOnlyMessages,
  UNPUBLISHED_MARKER,
  fill,
  progressTemplates,
  progressText,
  errorTexts,
  missingResourceTitle,
  createNewText,
  sectionNotDefined,
  NOT_FOUND_ID_LIMIT,
  notFoundMessage,
  toastLinkLabels,
  createSearchParams,
  readCreateSearchParams,
  serviceCreateFailure,
  constants,
  breakpointFor,
  clampSidebarWidth,
} from './messages/index.js'
export type {
  ActionMessages,
  CreateMessages,
  MessageArea,
  ProgressOperation,
  ToastLink,
  FailureToast,
  Breakpoint,
} from './messages/index.js'

// Rules shared by the console's forms and the platform's validation, and the bounds of every input
// (API-NOTES §7.6, CONTRACTS sign-up; issue 9).
export {
  MAX_INT32,
  TEXT_LIMITS,
  MAX_LIST_ITEMS,
  SERVICE_LIMITS,
  VM_NAME_PATTERN,
  VM_NAME_MESSAGE,
  VmNameSchema,
  VM_USERNAME_PATTERN,
  VM_USERNAME_MESSAGE,
  VmUsernameSchema,
  VM_PASSWORD_PATTERN,
  isStrongPassword,
  VM_PASSWORD_MESSAGE,
  VmPasswordSchema,
  SSH_KEY_TYPES,
  SSH_PUBLIC_KEY_PATTERN,
  SSH_PUBLIC_KEY_MESSAGE,
  isSshPublicKey,
  SshPublicKeySchema,
  DOCUMENTED_GUEST_LIMITS,
  WINDOWS_OS_NAME,
  isWindowsOs,
  WINDOWS_GUEST_MINIMUMS,
  guestLimitsFor,
  VM_SIZE_CAPS,
  weakPasswordReason,
  SignUpPasswordSchema,
  DISK_SIZE_GB,
  diskSizeError,
  diskShrinkMessage,
  needsDiskResize,
  DiskSizeSchema,
  diskNameError,
  BUCKET_NAME_LENGTH,
  BUCKET_NAME_PATTERN,
  BUCKET_NAME_HINT,
  bucketNameProblem,
  BucketNameRuleSchema,
} from './rules/index.js'
// Network form rules: ports, IP prefixes, firewall rule rows and forwarding rules (issue 11).
export {
  PORT_RANGE,
  PortSchema,
  displayNameError,
  DisplayNameSchema,
  PORT_MESSAGE,
  IP_PREFIX_MESSAGE,
  parsePort,
  protocolHasPorts,
  emptyFirewallRuleDraft,
  draftAddresses,
  firewallRuleDraftErrors,
  firewallRuleDraftsValid,
  firewallRuleFromDraft,
  firewallRuleToDraft,
  firewallPortsText,
  emptyForwardingRuleDraft,
  forwardingRuleDraftErrors,
  forwardingRuleTableErrors,
  forwardingRuleFromDraft,
} from './rules/network.js'
export type {
  PortParse,
  FirewallRuleDraft,
  FirewallRuleDraftErrors,
  ForwardingRuleDraft,
  ForwardingRuleDraftErrors,
} from './rules/network.js'

// "Show API request" (issue 10): one Warren call as data, which the client sends and the console shows as
// curl; the official Terraform provider's resource blocks. Owner: apireq.
export {
  requestTarget,
  requestBody,
  shellQuote,
  curlArguments,
  toCurl,
  TERRAFORM_RESOURCE_TYPES,
  terraformLabel,
  hclString,
  toTerraform,
  terraformResources,
  apiRequests,
} from './api-request/index.js'
export type {
  ApiRequest,
  ApiRequestEncoding,
  CurlOptions,
  TerraformResourceType,
  TerraformValue,
  TerraformResource,
  TerraformVariable,
} from './api-request/index.js'

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
} from './http/fields.js'
export type { EntityType } from './http/fields.js'
export {
  CORRELATION_HEADER,
  ApiError,
  isApiError,
  isNotFoundError,
  apiErrorFromBody,
  UnexpectedResponseError,
} from './http/errors.js'
export type { ApiErrorInit } from './http/errors.js'
export { encodeForm } from './http/encode.js'
export type { FormValue } from './http/encode.js'
export { API_PREFIX } from './http/core.js'
export type {
  Logger,
  WarrenClientOptions,
  CallOptions,
  RequestSpec,
  Method,
  WarrenHttp,
} from './http/core.js'
export { createWarrenClient } from './http/client.js'
export type { WarrenClient } from './http/client.js'
export {
  CONSOLE_HOST_LABELS,
  DEFAULT_GRAPHQL_PATH,
  apiOriginForPage,
  graphqlUrlForPage,
} from './http/graphql.js'
export {
  REPLICA_TYPES,
  VM_STATUSES,
  ReplicaSchema,
  VmStorageSchema,
  PriceMultiplierSchema,
  WarrenVmSchema,
  VmSchema,
  parseVm,
  primaryStorage,
  SuccessSchema,
  VmListQuerySchema,
  BillingResourcesQuerySchema,
  VmCreateInputSchema,
  VmUuidInputSchema,
  VmStopInputSchema,
  VmUpdateInputSchema,
  VmCloneInputSchema,
  VmReinstallInputSchema,
  VmBootIsoInputSchema,
  VmRebuildInputSchema,
  VmUserInputSchema,
  VmStorageCreateInputSchema,
  VmStorageResizeInputSchema,
  VmStorageDeleteInputSchema,
  VmReplicaCreateInputSchema,
  VmReplicaDeleteInputSchema,
  ResourceBillingInputSchema,
} from './vm/schema.js'
export type {
  ReplicaType,
  VmStatus,
  Replica,
  VmStorage,
  PriceMultiplier,
  WarrenVm,
  Vm,
  Success,
  VmListQuery,
  BillingResourcesQuery,
  VmCreateInput,
  VmUuidInput,
  VmStopInput,
  VmUpdateInput,
  VmCloneInput,
  VmReinstallInput,
  VmBootIsoInput,
  VmRebuildInput,
  VmUserInput,
  VmStorageCreateInput,
  VmStorageResizeInput,
  VmStorageDeleteInput,
  VmReplicaCreateInput,
  VmReplicaDeleteInput,
  ResourceBillingInput,
} from './vm/schema.js'
export type { WithDefaults, VmApi } from './vm/api.js'
export { IP_ASSIGN_FAILED, planVmUpdate } from './vm/flows.js'
export type {
  CreateVmRequest,
  CreateVmResult,
  UpdateVmRequest,
  VmUpdatePlan,
  UpdateVmResult,
} from './vm/flows.js'
export {
  DISK_SOURCE_IMAGE_TYPES,
  DiskSnapshotSchema,
  WarrenDiskSchema,
  DiskSchema,
  parseDisk,
  DiskAttachmentSchema,
  DiskListQuerySchema,
  DiskCreateInputSchema,
  DiskUpdateInputSchema,
  DiskSnapshotCreateInputSchema,
  DiskAttachInputSchema,
} from './disk/schema.js'
export type {
  DiskSourceImageType,
  DiskSnapshot,
  WarrenDisk,
  Disk,
  DiskAttachment,
  DiskListQuery,
  DiskCreateInput,
  DiskUpdateInput,
  DiskSnapshotCreateInput,
  DiskAttachInput,
} from './disk/schema.js'
export type { DiskApi } from './disk/api.js'
export {
  IP_ASSIGNABLE_TYPES,
  IpAddressStringSchema,
  WarrenIpSchema,
  IpSchema,
  parseIp,
  toWarrenIp,
  isIpAssigned,
  IpListQuerySchema,
  IpCreateInputSchema,
  IpUpdateInputSchema,
  IpAssignInputSchema,
  ipAssignTarget,
  IpUnassignInputSchema,
} from './ip/schema.js'
export type {
  IpAssignableType,
  WarrenIp,
  Ip,
  IpListQuery,
  IpCreateInput,
  IpUpdateInput,
  IpAssignInput,
  IpUnassignInput,
} from './ip/schema.js'
export type { IpApi } from './ip/api.js'
export {
  WarrenNetworkSchema,
  NetworkSchema,
  parseNetwork,
  toWarrenNetwork,
  NetworkCreateInputSchema,
  NetworkUpdateInputSchema,
} from './network/schema.js'
export type { WarrenNetwork, Network, NetworkCreateInput, NetworkUpdateInput } from './network/schema.js'
export type { NetworkApi } from './network/api.js'
export {
  FIREWALL_PROTOCOLS,
  FIREWALL_DIRECTIONS,
  FIREWALL_ENDPOINT_SPEC_TYPES,
  FirewallRuleSchema,
  FirewallResourceSchema,
  WarrenFirewallSchema,
  parseFirewall,
  isIpPrefix,
  FirewallRuleInputSchema,
  FirewallCreateInputSchema,
  FirewallUpdateInputSchema,
  FirewallVmQuerySchema,
} from './firewall/schema.js'
export type {
  FirewallProtocol,
  FirewallDirection,
  FirewallEndpointSpecType,
  FirewallRule,
  FirewallResource,
  WarrenFirewall,
  Firewall,
  FirewallRuleInput,
  FirewallCreateInput,
  FirewallUpdateInput,
  FirewallVmQuery,
} from './firewall/schema.js'
export type { FirewallApi } from './firewall/api.js'
export {
  ForwardingRuleSchema,
  LoadBalancerTargetSchema,
  WarrenLoadBalancerSchema,
  parseLoadBalancer,
  ForwardingRuleInputSchema,
  LoadBalancerTargetInputSchema,
  LoadBalancerCreateInputSchema,
  LoadBalancerUpdateInputSchema,
  LoadBalancerBillingInputSchema,
} from './load-balancer/schema.js'
export type {
  ForwardingRule,
  LoadBalancerTarget,
  WarrenLoadBalancer,
  LoadBalancer,
  ForwardingRuleInput,
  LoadBalancerTargetInput,
  LoadBalancerCreateInput,
  LoadBalancerUpdateInput,
  LoadBalancerBillingInput,
} from './load-balancer/schema.js'
export type { LoadBalancerCreateRequest, LoadBalancerApi } from './load-balancer/api.js'
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
} from './service/schema.js'
export type {
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
} from './service/schema.js'
export type { ServiceApi } from './service/api.js'
export { serviceVmIds } from './service/flows.js'
export type { ServiceVmPowerResult } from './service/flows.js'
export {
  BucketNameSchema,
  WarrenBucketSchema,
  parseBucket,
  S3KeySchema,
  S3EndpointSchema,
  BucketListQuerySchema,
  BucketCreateInputSchema,
  BucketUpdateInputSchema,
  BucketDeleteInputSchema,
  S3KeyDeleteInputSchema,
  OBJECT_KEY_MAX_LENGTH,
  BucketObjectSchema,
  BucketObjectListSchema,
  BucketObjectListQuerySchema,
} from './storage/schema.js'
export type {
  BucketObject,
  BucketObjectList,
  BucketObjectListQuery,
  WarrenBucket,
  Bucket,
  S3Key,
  S3Endpoint,
  BucketListQuery,
  BucketCreateInput,
  BucketUpdateInput,
  BucketDeleteInput,
  S3KeyDeleteInput,
} from './storage/schema.js'
export { parseBucketList, bucketObjectPath } from './storage/api.js'
export type { StorageApi, BucketObjectListOptions, BucketObjectUploadRequest } from './storage/api.js'
export {
  ImageVersionSchema,
  WarrenVmImageSchema,
  BootImageSchema,
  parseVmImage,
  parseMetalOs,
  visibleVersions,
} from './image/schema.js'
export type { ImageVersion, WarrenVmImage, VmImage, MetalOs, BootImage } from './image/schema.js'
export type { ImageApi } from './image/api.js'
// Bare metal (SPEC §2 /metal/…, CONTRACTS.md "Non-Warren endpoints"). Owner: metal.
export {
  LEASE_STATES,
  METAL_LOGIN_MESSAGE,
  METAL_RULE_SET_PREFIX,
  MetalDiskSchema,
  MetalSpecSchema,
  WarrenMetalTypeSchema,
  WarrenMetalLeaseSchema,
  MetalLeaseSchema,
  MetalTypeNameSchema,
  MetalLeaseCreateInputSchema,
  MetalMachineSchema,
  metalRuleSet,
  parseMetalType,
  parseMetalLease,
} from './metal/schema.js'
export type {
  LeaseState,
  MetalDisk,
  MetalSpec,
  WarrenMetalType,
  MetalType,
  WarrenMetalLease,
  MetalLease,
  MetalLeaseCreateInput,
  MetalMachine,
} from './metal/schema.js'
export { metalTypeHourlyPrice, metalLeaseHourlyPrice } from './metal/pricing.js'
export { DEMO_METAL_SPECS } from './metal/demo.js'
export { isBareMetalEnabled } from './metal/config.js'
export { leaseReleaseAvailability } from './metal/actions.js'
export type { MetalApi } from './metal/api.js'
export {
  ImpersonationSchema,
  WarrenAccessGroupSchema,
  parseAccessGroup,
  parseImpersonation,
  isRestrictedGroup,
  AccessGroupCreateInputSchema,
  ImpersonationCreateInputSchema,
} from './access/schema.js'
export type {
  WarrenImpersonation,
  Impersonation,
  WarrenAccessGroup,
  AccessGroup,
  AccessGroupCreateInput,
  ImpersonationCreateInput,
} from './access/schema.js'
export type { AccessApi } from './access/api.js'
export type { CreateDelegationRequest, DelegationUserResult, CreateDelegationResult } from './access/flows.js'
export {
  VlanTagSchema,
  SubinterfaceSchema,
  WarrenVmInterfaceSchema,
  VmInterfaceSchema,
  parseVmInterface,
  SubinterfaceCreateInputSchema,
} from './interface/schema.js'
export type {
  Subinterface,
  WarrenVmInterface,
  VmInterface,
  SubinterfaceCreateInput,
} from './interface/schema.js'
export type { InterfaceApi } from './interface/api.js'
export {
  CurrentUserSchema,
  RunningTotalsSchema,
  WarrenBillingAccountSchema,
  parseBillingAccount,
  InvoiceLineSchema,
  InvoiceSchema,
  WarrenApiTokenSchema,
  parseApiToken,
  ApiTokenCreatedSchema,
  SshKeySchema,
  LocationSchema,
  GuestLimitsSchema,
  HostPoolSchema,
  defaultDesignatedPool,
  SignInInputSchema,
  SignUpInputSchema,
  SignUpAcceptedSchema,
  SignUpVerifyInputSchema,
  TokenCreateInputSchema,
  SshKeyCreateInputSchema,
  QUOTA_RESOURCES,
  QUOTA_LABELS,
  QuotaSchema,
  AccountQuotasSchema,
  AccountQuotasQuerySchema,
  userLabel,
} from './account/schema.js'
export type {
  CurrentUser,
  RunningTotals,
  WarrenBillingAccount,
  BillingAccount,
  InvoiceLine,
  Invoice,
  WarrenApiToken,
  ApiToken,
  ApiTokenCreated,
  SshKey,
  Location,
  GuestLimits,
  HostPool,
  SignInInput,
  SignUpInput,
  SignUpAccepted,
  SignUpVerifyInput,
  TokenCreateInput,
  SshKeyCreateInput,
  QuotaResource,
  Quota,
  AccountQuotas,
  AccountQuotasQuery,
} from './account/schema.js'
export type { AccountApi } from './account/api.js'
export { GLOBAL_SCOPE, warrenKeys } from './query/keys.js'
export { REFERENCE_STALE_TIME_MS, warrenQueries } from './query/options.js'
export type { QueryFnContext, WarrenQuery, WarrenQueries } from './query/options.js'
// Admin API (issue 13; CONTRACTS "Admin API"). Owner: admin-a.
export {
  AUDIT_NAME_MAX,
  AUDIT_PAGE_MAX,
  AuditTargetSchema,
  AuditEntrySchema,
  AuditListQuerySchema,
  AdminConfigUpdateSchema,
  PLATFORM_NAME_MAX,
  SETTINGS_URL_MAX,
  GeneralSettingsSchema,
  GeneralSettingsInputSchema,
  defaultGeneralSettings,
  AdminOverviewSchema,
  FEATURE_LABELS,
} from './admin/schema.js'
export type {
  AuditTarget,
  AuditEntry,
  AuditListQuery,
  AdminConfigUpdate,
  GeneralSettings,
  AdminOverview,
} from './admin/schema.js'
export type { AdminApi } from './admin/api.js'
// Admin API: infrastructure and pricing (issue 13; CONTRACTS "Admin API: infrastructure and pricing"). Owner: admin-infra.
export {
  AllocationCoefficientSchema,
  HOST_HARDWARE_LIMITS,
  CapacitySchema,
  AdminHostSchema,
  HostVmSchema,
  HostCreateInputSchema,
  HostUpdateInputSchema,
  AdminHostPoolSchema,
  HostPoolUpdateInputSchema,
  AdminLocationSchema,
  LocationUpdateInputSchema,
  AdminImageSchema,
  ICON_TYPES,
  ICON_MAX_BYTES,
  IconDataUrlSchema,
  iconBytes,
  ImageUpdateInputSchema,
  ImageVersionPublishInputSchema,
  CurrencyCodeSchema,
  ExchangeRateSchema,
  CurrencySchema,
  CurrencyCreateInputSchema,
  CurrencyUpdateInputSchema,
  PRICE_LIST_STATUSES,
  AdminPriceListSchema,
  PriceChangeInputSchema,
  PricePreviewAccountSchema,
  PricePreviewSchema,
} from './infra/schema.js'
export type {
  Capacity,
  AdminHost,
  HostVm,
  HostCreateInput,
  HostUpdateInput,
  AdminHostPool,
  HostPoolUpdateInput,
  AdminLocation,
  LocationUpdateInput,
  AdminImage,
  ImageUpdateInput,
  ImageVersionPublishInput,
  Currency,
  CurrencyCreateInput,
  CurrencyUpdateInput,
  AdminPriceList,
  PriceChangeInput,
  PricePreviewAccount,
  PricePreview,
} from './infra/schema.js'
export type { InfraApi } from './infra/api.js'
// Test fixtures are not part of the main entry: import them from '@cirrus/domain/fixtures' (issue 9).
// End of the Warren entities and client section.
