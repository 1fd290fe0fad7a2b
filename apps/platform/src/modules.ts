/**
 * THE list of resource modules: the one place that assembles the platform. createPlatform() registers each
 * module's operation handlers with the runner and collects its meter sources and principal extensions;
 * createApp() mounts its routes under /v1 (`/v1/…` and `/v1/<location slug>/…`). Nothing registers itself by
 * being imported: a module that is not listed here has no routes, no handlers, no metering and no extension.
 *
 * To add a resource, write its pieces (README.md "Adding a resource") and add one entry here.
 */
import type { Hono } from 'hono'
import type { PrincipalExtension } from './access.js'
import type { AppEnv } from './http/env.js'
import type { OperationHandler } from './ops/runner.js'
import type { Platform } from './platform.js'
import { accessGroupRoutes } from './routes/access-groups.js'
import { accountRoutes } from './routes/account.js'
import { adminAuditRoutes } from './routes/admin-audit.js'
import { adminOverviewRoutes } from './routes/admin-overview.js'
import { adminPeopleRoutes } from './routes/admin-people.js'
import { adminSettingsRoutes } from './routes/admin-settings.js'
import { billingAccountRoutes } from './routes/billing-accounts.js'
import { adminInfraRoutes } from './routes/admin-infra.js'
import { adminPriceRoutes } from './routes/admin-prices.js'
import { adminMetalRoutes } from './routes/admin-metal.js'
import { adminNetworkRoutes } from './routes/admin-network.js'
import { adminBillingRoutes, campaignRedeemRoutes } from './routes/admin-billing.js'
import { adminGrowthRoutes, referralRoutes } from './routes/admin-growth.js'
import { referralRewardSource } from './services/referral.js'
import { customProductSource } from './services/growth.js'
import { diskRoutes } from './routes/disks.js'
import { eventRoutes } from './routes/events.js'
import { firewallRoutes } from './routes/firewalls.js'
import { floatingIpRoutes } from './routes/floating-ips.js'
import { imageRoutes } from './routes/images.js'
import { loadBalancerRoutes } from './routes/load-balancers.js'
import { managedServiceRoutes } from './routes/managed-services.js'
import { metalRoutes } from './routes/metal.js'
import { networkInterfaceRoutes } from './routes/network-interfaces.js'
import { networkRoutes } from './routes/networks.js'
import { objectStorageRoutes } from './routes/object-storage.js'
import { parameterRoutes } from './routes/parameters.js'
import { pricingRoutes } from './routes/pricing.js'
import { quotaRoutes } from './routes/quotas.js'
import { sshKeyRoutes } from './routes/ssh-keys.js'
import { vmRoutes } from './routes/vm.js'
import { vmIpRoutes } from './routes/vm-ip.js'
import { vmConsoleRoutes } from './routes/vm-console.js'
import { vmMetricsRoutes } from './routes/vm-metrics.js'
import { vmPowerRoutes } from './routes/vm-power.js'
import { vmStorageRoutes } from './routes/vm-storage.js'
import { delegationExtension } from './services/delegation.js'
import { serviceOperations } from './services/managed-services/index.js'
import { bucketSource, coreSource, loadBalancerSource, metalLeaseSource } from './services/meter-sources.js'
import { metalOperations } from './services/metal.js'
import type { MeterSource } from './services/metering.js'
import { vmOperations } from './sim/vm-operations.js'

/** One resource module: what it adds to the platform. Every part is optional. */
export type ResourceModule = {
  /** A short name (logs, tests). */
  name: string
  /** Its /v1 routes: paths without `/v1` and without the location slug. */
  routes?: (p: Platform) => Hono<AppEnv>
  /** Its long-operation handlers by kind (`p.ops.submit…` with these kinds). */
  operations?: (p: Platform) => Record<string, OperationHandler>
  /** What it bills each hour (services/metering.ts). */
  meterSources?: MeterSource[]
  /** Facts it adds to every authenticated principal (access.ts). */
  principalExtensions?: PrincipalExtension[]
}

/** Every resource module, in mounting order. */
export const modules: ResourceModule[] = [
  { name: 'account', routes: accountRoutes },
  { name: 'billing-accounts', routes: billingAccountRoutes },
  // A customer redeems a campaign code on a billing account they own (issue 14).
  { name: 'campaign-redeem', routes: campaignRedeemRoutes },
  { name: 'pricing', routes: pricingRoutes },
  { name: 'quotas', routes: quotaRoutes },
  // VMs, their disks and replicas, and floating IPs: the core meter source prices all three.
  { name: 'vm', routes: vmRoutes, operations: vmOperations, meterSources: [coreSource] },
  { name: 'vm-power', routes: vmPowerRoutes },
  { name: 'vm-storage', routes: vmStorageRoutes },
  { name: 'vm-ip', routes: vmIpRoutes },
  // The serial console of each VM: a WebSocket (http/websocket.ts), its sessions in services/vm-console.ts.
  { name: 'vm-console', routes: vmConsoleRoutes },
  // VM metrics (and a host's, under /admin): computed on read from the state history (sim/vm-metrics.ts).
  { name: 'vm-metrics', routes: vmMetricsRoutes },
  { name: 'parameters', routes: parameterRoutes },
  { name: 'disks', routes: diskRoutes },
  { name: 'images', routes: imageRoutes },
  { name: 'ssh-keys', routes: sshKeyRoutes },
  { name: 'access-groups', routes: accessGroupRoutes, principalExtensions: [delegationExtension] },
  { name: 'networks', routes: networkRoutes },
  { name: 'floating-ips', routes: floatingIpRoutes },
  { name: 'firewalls', routes: firewallRoutes },
  { name: 'load-balancers', routes: loadBalancerRoutes, meterSources: [loadBalancerSource] },
  { name: 'network-interfaces', routes: networkInterfaceRoutes },
  { name: 'object-storage', routes: objectStorageRoutes, meterSources: [bucketSource] },
  { name: 'managed-services', routes: managedServiceRoutes, operations: serviceOperations },
  { name: 'metal', routes: metalRoutes, operations: metalOperations, meterSources: [metalLeaseSource] },
  // The admin API (`/v1/admin/…`): app.ts guards the whole prefix with adminOnly (http/admin.ts).
  // The activity feed and its SSE stream (issue 18), the user's and (under /admin) everyone's.
  { name: 'events', routes: eventRoutes },
  { name: 'admin-audit', routes: adminAuditRoutes },
  { name: 'admin-overview', routes: adminOverviewRoutes },
  { name: 'admin-people', routes: adminPeopleRoutes },
  { name: 'admin-settings', routes: adminSettingsRoutes },
  { name: 'admin-infra', routes: adminInfraRoutes },
  { name: 'admin-prices', routes: adminPriceRoutes },
  { name: 'admin-metal', routes: adminMetalRoutes },
  { name: 'admin-network', routes: adminNetworkRoutes },
  // Invoices & reports, custom products (metered onto invoices), campaigns (issue 14).
  { name: 'admin-billing', routes: adminBillingRoutes, meterSources: [customProductSource] },
  // The analytics sink (CSP follows it) and the referral program, rewards metered as credits (issue 14).
  { name: 'admin-growth', routes: adminGrowthRoutes, meterSources: [referralRewardSource] },
  { name: 'referral', routes: referralRoutes },
]
