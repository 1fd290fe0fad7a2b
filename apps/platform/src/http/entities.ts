/**
 * The response bodies routes declare (http/route.ts `takes`/`returns`): the domain's Warren entity schemas, each
 * named once so the OpenAPI document lists it under `components.schemas` and refers to it by that name.
 */
import { z } from '@hono/zod-openapi'
import {
  MetricsSeriesSchema,
  AdminBucketPageSchema,
  AdminFloatingIpPageSchema,
  AdminLoadBalancerPageSchema,
  AdminServiceOfferSchema,
  AdminServicePageSchema,
  LocationNetworkSchema,
  PublicIpRangeSchema,
  AdminInvoicePageSchema,
  RevenueReportSchema,
  CustomProductSchema,
  CampaignSchema,
  TrackingSettingsSchema,
  ReferralRuleSchema,
  ReferralOverviewSchema,
  MyReferralSchema,
  CampaignRedemptionSchema,
  AdminOverviewSchema,
  ActivityEventSchema,
  AdminMachinePageSchema,
  AdminMachineSchema,
  AdminMetalOsSchema,
  AdminMetalTypeSchema,
  MachineHistorySchema,
  AuditEntrySchema,
  GeneralSettingsSchema,
  AdminBillingAccountPageSchema,
  AdminBillingAccountSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AdminVmPageSchema,
  AdminVmSchema,
  AdminMetricsSchema,
  AdminHostPoolSchema,
  AdminHostSchema,
  AdminImageSchema,
  AdminLocationSchema,
  AdminPriceListSchema,
  CurrencySchema,
  HostVmSchema,
  PricePreviewSchema,
  ApiTokenCreatedSchema,
  BootImageSchema,
  AccountQuotasSchema,
  ConsoleConfigSchema,
  CurrentUserSchema,
  SignUpAcceptedSchema,
  DiskAttachmentSchema,
  FirewallResourceSchema,
  ForwardingRuleSchema,
  HostPoolSchema,
  ImpersonationSchema,
  InvoiceSchema,
  BillingCostsSchema,
  LoadBalancerTargetSchema,
  LocationSchema,
  MetalMachineSchema,
  WarrenMetalLeaseSchema,
  WarrenMetalTypeSchema,
  PriceListSchema,
  ReplicaSchema,
  BucketObjectListSchema,
  BucketObjectSchema,
  S3EndpointSchema,
  S3KeySchema,
  ServiceCatalogueSchema,
  ServiceSecretsSchema,
  SshKeySchema,
  SubinterfaceSchema,
  SuccessSchema,
  VmStorageSchema,
  WarrenAccessGroupSchema,
  WarrenApiTokenSchema,
  WarrenBillingAccountSchema,
  WarrenBucketSchema,
  WarrenDiskSchema,
  DiskSnapshotSchema,
  WarrenFirewallSchema,
  WarrenIpSchema,
  WarrenLoadBalancerSchema,
  WarrenNetworkSchema,
  WarrenServicePackageSchema,
  WarrenVmImageSchema,
  WarrenVmInterfaceSchema,
  WarrenVmSchema,
  WarrenVmPageSchema,
  WhitelistSchema,
} from '@cirrus/domain'
import { VmParameterSchema } from '../services/vm-parameters.js'

/**
 * The schema under a component name: `.openapi(name)` of @hono/zod-openapi, called through the prototype because
 * zod 4 copies methods onto a schema when it is made, so a domain schema built before @hono/zod-openapi was first
 * imported has no `.openapi` of its own.
 */
const named = <T extends z.ZodType>(schema: T, name: string): T =>
  z.ZodType.prototype.openapi.call(schema, name) as T

export const Vm = named(WarrenVmSchema, 'Vm')
/** A page of the paged VM list (issue 17, console-only: CONTRACTS.md "Paged VM list"). */
export const VmPage = named(WarrenVmPageSchema, 'VmPage')
export const VmStorage = named(VmStorageSchema, 'VmStorage')
export const Replica = named(ReplicaSchema, 'Replica')
export const Disk = named(WarrenDiskSchema, 'Disk')
export const DiskSnapshot = named(DiskSnapshotSchema, 'DiskSnapshot')
export const DiskAttachment = named(DiskAttachmentSchema, 'DiskAttachment')
export const FloatingIp = named(WarrenIpSchema, 'FloatingIp')
export const Network = named(WarrenNetworkSchema, 'Network')
export const Firewall = named(WarrenFirewallSchema, 'Firewall')
export const FirewallResource = named(FirewallResourceSchema, 'FirewallResource')
export const LoadBalancer = named(WarrenLoadBalancerSchema, 'LoadBalancer')
export const LoadBalancerTarget = named(LoadBalancerTargetSchema, 'LoadBalancerTarget')
export const ForwardingRule = named(ForwardingRuleSchema, 'ForwardingRule')
export const VmInterface = named(WarrenVmInterfaceSchema, 'VmInterface')
export const Subinterface = named(SubinterfaceSchema, 'Subinterface')
export const ServicePackage = named(WarrenServicePackageSchema, 'ServicePackage')
export const ServiceCatalogue = named(ServiceCatalogueSchema, 'ServiceCatalogue')
export const ServiceSecrets = named(ServiceSecretsSchema, 'ServiceSecrets')
export const Whitelist = named(WhitelistSchema, 'Whitelist')
export const Bucket = named(WarrenBucketSchema, 'Bucket')
export const S3Key = named(S3KeySchema, 'S3Key')
export const S3Endpoint = named(S3EndpointSchema, 'S3Endpoint')
export const BucketObject = named(BucketObjectSchema, 'BucketObject')
export const BucketObjectList = named(BucketObjectListSchema, 'BucketObjectList')
export const SshKey = named(SshKeySchema, 'SshKey')
export const AccessGroup = named(WarrenAccessGroupSchema, 'AccessGroup')
export const Impersonation = named(ImpersonationSchema, 'Impersonation')
export const CurrentUser = named(CurrentUserSchema, 'CurrentUser')
export const SignUpAccepted = named(SignUpAcceptedSchema, 'SignUpAccepted')
export const BillingAccount = named(WarrenBillingAccountSchema, 'BillingAccount')
export const Invoice = named(InvoiceSchema, 'Invoice')
export const BillingCosts = named(BillingCostsSchema, 'BillingCosts')
export const ApiToken = named(WarrenApiTokenSchema, 'ApiToken')
export const ApiTokenCreated = named(ApiTokenCreatedSchema, 'ApiTokenCreated')
export const Location = named(LocationSchema, 'Location')
export const HostPool = named(HostPoolSchema, 'HostPool')
export const VmImage = named(WarrenVmImageSchema, 'VmImage')
export const BootImage = named(BootImageSchema, 'BootImage')
export const PriceList = named(PriceListSchema, 'PriceList')
export const ConsoleConfig = named(ConsoleConfigSchema, 'ConsoleConfig')
export const AccountQuotas = named(AccountQuotasSchema, 'AccountQuotas')
export const Success = named(SuccessSchema, 'Success')
export const MetalType = named(WarrenMetalTypeSchema, 'MetalType')
export const MetalLease = named(WarrenMetalLeaseSchema, 'MetalLease')
export const MetalMachine = named(MetalMachineSchema, 'MetalMachine')
/** The platform's own shape (API-NOTES §7.5): no client reads it yet, so it is not a domain entity. */
export const VmParameter = named(VmParameterSchema, 'VmParameter')
/** The literal JSON body `true` (a floating IP's DELETE, API-NOTES §4). */
export const JsonTrue = z.literal(true)

/** One entry of the admin audit log (issue 13). */
export const AuditEntry = named(AuditEntrySchema, 'AuditEntry')
/** The platform's general settings (issue 13 "/general"). */
export const GeneralSettings = named(GeneralSettingsSchema, 'GeneralSettings')
/** The admin dashboard's figures (issue 13). */
export const AdminOverview = named(AdminOverviewSchema, 'AdminOverview')
/** The admin API's users, billing accounts and VMs (issue 13, routes/admin-people.ts). */
export const AdminUser = named(AdminUserSchema, 'AdminUser')
export const AdminUserPage = named(AdminUserPageSchema, 'AdminUserPage')
export const AdminUserDetail = named(AdminUserDetailSchema, 'AdminUserDetail')
export const AdminBillingAccount = named(AdminBillingAccountSchema, 'AdminBillingAccount')
export const AdminBillingAccountPage = named(AdminBillingAccountPageSchema, 'AdminBillingAccountPage')
export const AdminVm = named(AdminVmSchema, 'AdminVm')
export const AdminMetrics = named(AdminMetricsSchema, 'AdminMetrics')
export const AdminVmPage = named(AdminVmPageSchema, 'AdminVmPage')
// Admin API: infrastructure and pricing (issue 13, CONTRACTS "Admin API: infrastructure and pricing").
export const AdminHost = named(AdminHostSchema, 'AdminHost')
export const HostVm = named(HostVmSchema, 'HostVm')
export const AdminHostPool = named(AdminHostPoolSchema, 'AdminHostPool')
export const AdminLocation = named(AdminLocationSchema, 'AdminLocation')
export const AdminImage = named(AdminImageSchema, 'AdminImage')
export const AdminPriceList = named(AdminPriceListSchema, 'AdminPriceList')
export const AdminMetalType = named(AdminMetalTypeSchema, 'AdminMetalType')
export const AdminMachine = named(AdminMachineSchema, 'AdminMachine')
export const AdminMachinePage = named(AdminMachinePageSchema, 'AdminMachinePage')
export const MachineHistory = named(MachineHistorySchema, 'MachineHistory')
export const AdminMetalOs = named(AdminMetalOsSchema, 'AdminMetalOs')
export const PricePreview = named(PricePreviewSchema, 'PricePreview')
export const Currency = named(CurrencySchema, 'Currency')
// VM metrics (issue 18, CONTRACTS "VM metrics").
export const MetricsSeries = named(MetricsSeriesSchema, 'MetricsSeries')
export const ActivityEvent = named(ActivityEventSchema, 'ActivityEvent')
// Admin API: network, storage and services (issue 14, routes/admin-network.ts).
export const LocationNetwork = named(LocationNetworkSchema, 'LocationNetwork')
export const PublicIpRange = named(PublicIpRangeSchema, 'PublicIpRange')
export const AdminFloatingIpPage = named(AdminFloatingIpPageSchema, 'AdminFloatingIpPage')
export const AdminLoadBalancerPage = named(AdminLoadBalancerPageSchema, 'AdminLoadBalancerPage')
export const AdminBucketPage = named(AdminBucketPageSchema, 'AdminBucketPage')
export const AdminServicePage = named(AdminServicePageSchema, 'AdminServicePage')
export const AdminServiceOffer = named(AdminServiceOfferSchema, 'AdminServiceOffer')

// Billing and growth (issue 14): every account's invoices, the revenue report, custom products, campaigns.
export const AdminInvoicePage = named(AdminInvoicePageSchema, 'AdminInvoicePage')
export const RevenueReport = named(RevenueReportSchema, 'RevenueReport')
export const CustomProduct = named(CustomProductSchema, 'CustomProduct')
export const Campaign = named(CampaignSchema, 'Campaign')
export const CampaignRedemption = named(CampaignRedemptionSchema, 'CampaignRedemption')
export const TrackingSettings = named(TrackingSettingsSchema, 'TrackingSettings')
export const ReferralRule = named(ReferralRuleSchema, 'ReferralRule')
export const ReferralOverview = named(ReferralOverviewSchema, 'ReferralOverview')
export const MyReferral = named(MyReferralSchema, 'MyReferral')
export const ReferralRecorded = named(
  z.object({ code: z.string(), created_at: z.string() }),
  'ReferralRecorded',
)
