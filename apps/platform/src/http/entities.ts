/**
 * The response bodies routes declare (http/route.ts `takes`/`returns`): the domain's Warren entity schemas, each
 * named once so the OpenAPI document lists it under `components.schemas` and refers to it by that name.
 */
import { z } from '@hono/zod-openapi' // its `z` has `.openapi()` on every zod schema
import {
  ApiTokenCreatedSchema,
  BootImageSchema,
  ConsoleConfigSchema,
  CurrentUserSchema,
  DiskAttachmentSchema,
  FirewallResourceSchema,
  ForwardingRuleSchema,
  HostPoolSchema,
  ImpersonationSchema,
  InvoiceSchema,
  LoadBalancerTargetSchema,
  LocationSchema,
  PriceListSchema,
  ReplicaSchema,
  S3EndpointSchema,
  S3KeySchema,
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
  WarrenFirewallSchema,
  WarrenIpSchema,
  WarrenLoadBalancerSchema,
  WarrenNetworkSchema,
  WarrenServicePackageSchema,
  WarrenVmImageSchema,
  WarrenVmInterfaceSchema,
  WarrenVmSchema,
  WhitelistSchema,
} from '@cirrus/domain'
import { VmParameterSchema } from '../services/vm-parameters.js'

export const Vm = WarrenVmSchema.openapi('Vm')
export const VmStorage = VmStorageSchema.openapi('VmStorage')
export const Replica = ReplicaSchema.openapi('Replica')
export const Disk = WarrenDiskSchema.openapi('Disk')
export const DiskAttachment = DiskAttachmentSchema.openapi('DiskAttachment')
export const FloatingIp = WarrenIpSchema.openapi('FloatingIp')
export const Network = WarrenNetworkSchema.openapi('Network')
export const Firewall = WarrenFirewallSchema.openapi('Firewall')
export const FirewallResource = FirewallResourceSchema.openapi('FirewallResource')
export const LoadBalancer = WarrenLoadBalancerSchema.openapi('LoadBalancer')
export const LoadBalancerTarget = LoadBalancerTargetSchema.openapi('LoadBalancerTarget')
export const ForwardingRule = ForwardingRuleSchema.openapi('ForwardingRule')
export const VmInterface = WarrenVmInterfaceSchema.openapi('VmInterface')
export const Subinterface = SubinterfaceSchema.openapi('Subinterface')
export const ServicePackage = WarrenServicePackageSchema.openapi('ServicePackage')
export const ServiceSecrets = ServiceSecretsSchema.openapi('ServiceSecrets')
export const Whitelist = WhitelistSchema.openapi('Whitelist')
export const Bucket = WarrenBucketSchema.openapi('Bucket')
export const S3Key = S3KeySchema.openapi('S3Key')
export const S3Endpoint = S3EndpointSchema.openapi('S3Endpoint')
export const SshKey = SshKeySchema.openapi('SshKey')
export const AccessGroup = WarrenAccessGroupSchema.openapi('AccessGroup')
export const Impersonation = ImpersonationSchema.openapi('Impersonation')
export const CurrentUser = CurrentUserSchema.openapi('CurrentUser')
export const BillingAccount = WarrenBillingAccountSchema.openapi('BillingAccount')
export const Invoice = InvoiceSchema.openapi('Invoice')
export const ApiToken = WarrenApiTokenSchema.openapi('ApiToken')
export const ApiTokenCreated = ApiTokenCreatedSchema.openapi('ApiTokenCreated')
export const Location = LocationSchema.openapi('Location')
export const HostPool = HostPoolSchema.openapi('HostPool')
export const VmImage = WarrenVmImageSchema.openapi('VmImage')
export const BootImage = BootImageSchema.openapi('BootImage')
export const PriceList = PriceListSchema.openapi('PriceList')
export const ConsoleConfig = ConsoleConfigSchema.openapi('ConsoleConfig')
export const Success = SuccessSchema.openapi('Success')
/** The platform's own shape (API-NOTES §7.5): no client reads it yet, so it is not a domain entity. */
export const VmParameter = VmParameterSchema.openapi('VmParameter')
/** The literal JSON body `true` (a floating IP's DELETE, API-NOTES §4). */
export const JsonTrue = z.literal(true)
