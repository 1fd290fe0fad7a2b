/**
 * Every route module mounted under /v1, in order. To add a resource, write `routes/<name>.ts` exporting
 * `(p: Platform) => new Hono<AppEnv>()…` and add it here (README.md "Adding a resource").
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/env.js'
import type { Platform } from '../platform.js'
import { accountRoutes } from './account.js'
import { pricingRoutes } from './pricing.js'
import { vmRoutes } from './vm.js'
import { parameterRoutes } from './parameters.js'
import { diskRoutes } from './disks.js'
import { imageRoutes } from './images.js'
import { sshKeyRoutes } from './ssh-keys.js'
import { accessGroupRoutes } from './access-groups.js'
import { networkRoutes } from './networks.js'
import { floatingIpRoutes } from './floating-ips.js'
import { firewallRoutes } from './firewalls.js'
import { loadBalancerRoutes } from './load-balancers.js'
import { networkInterfaceRoutes } from './network-interfaces.js'
import { objectStorageRoutes } from './object-storage.js'
import { managedServiceRoutes } from './managed-services.js'

/** A /v1 route module. */
export type V1Module = (p: Platform) => Hono<AppEnv>

/** The /v1 route modules. */
export const v1Modules: V1Module[] = [
  accountRoutes,
  pricingRoutes,
  vmRoutes,
  parameterRoutes,
  diskRoutes,
  imageRoutes,
  sshKeyRoutes,
  accessGroupRoutes,
  networkRoutes,
  floatingIpRoutes,
  firewallRoutes,
  loadBalancerRoutes,
  networkInterfaceRoutes,
  objectStorageRoutes,
  managedServiceRoutes,
]
