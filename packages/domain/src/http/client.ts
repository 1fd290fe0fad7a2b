/**
 * `createWarrenClient`: one typed function per call of SPEC §7 (and the CONTRACTS endpoints), grouped by
 * resource, plus the composite flows of SPEC §5/§7.
 */
import { accessApi } from '../access/api.js'
import {
  createDelegationFlow,
  type CreateDelegationRequest,
  type CreateDelegationResult,
} from '../access/flows.js'
import { accountApi } from '../account/api.js'
import { activityApi } from '../activity/api.js'
import { adminApi } from '../admin/api.js'
import { billingApi } from '../billing/api.js'
import { diskApi } from '../disk/api.js'
import { firewallApi } from '../firewall/api.js'
import { imageApi } from '../image/api.js'
import { infraApi } from '../infra/api.js'
import { interfaceApi } from '../interface/api.js'
import { ipApi } from '../ip/api.js'
import { loadBalancerApi } from '../load-balancer/api.js'
import { metalApi } from '../metal/api.js'
import { networkApi } from '../network/api.js'
import { serviceApi } from '../service/api.js'
import { setServiceVmsPowerFlow, type ServiceVmPowerResult } from '../service/flows.js'
import type { ServicePackage } from '../service/schema.js'
import { storageApi } from '../storage/api.js'
import { vmApi } from '../vm/api.js'
import {
  createVmFlow,
  updateVmFlow,
  type CreateVmRequest,
  type CreateVmResult,
  type UpdateVmRequest,
  type UpdateVmResult,
} from '../vm/flows.js'
import type { Vm } from '../vm/schema.js'
import { createWarrenHttp, type WarrenClientOptions } from './core.js'

/**
 * Creates a client for a Warren API (a real deployment or the reference platform).
 *
 * ```ts
 * const warren = createWarrenClient({ baseUrl: window.location.origin })   // session cookie
 * const vms = await warren.vm.list('tll01')
 * ```
 */
export function createWarrenClient(options: WarrenClientOptions) {
  const http = createWarrenHttp(options)
  const vm = vmApi(http)
  const ip = ipApi(http)
  const access = accessApi(http)
  const service = serviceApi(http)
  return {
    vm,
    disk: diskApi(http),
    ip,
    network: networkApi(http),
    firewall: firewallApi(http),
    loadBalancer: loadBalancerApi(http),
    service,
    storage: storageApi(http),
    image: imageApi(http),
    metal: metalApi(http),
    vmInterface: interfaceApi(http),
    access,
    account: accountApi(http),
    /** The admin API (`/v1/admin/…`, administrators only). */
    admin: adminApi(http),
    activity: activityApi(http),
    billing: billingApi(http),
    /** The admin API of hosts, pools, locations, images, prices and currencies (administrators only). */
    infra: infraApi(http),

    /** Creates a VM, then assigns a floating IP only when a private IP is given (SPEC §5). */
    createVm: (location: string, request: CreateVmRequest): Promise<CreateVmResult> =>
      createVmFlow({ vm, ip, logger: http.logger }, location, request),

    /** Updates only what changed; resizes the primary disk only when its size differs (SPEC §5). */
    updateVm: (location: string, current: Vm, changes: UpdateVmRequest): Promise<UpdateVmResult> =>
      updateVmFlow({ vm }, location, current, changes),

    /** Creates a delegation group, then adds each user without a toast (SPEC §7). */
    createDelegation: (request: CreateDelegationRequest): Promise<CreateDelegationResult> =>
      createDelegationFlow({ access }, request),

    /** Starts or stops every VM of a managed service (SPEC §4). */
    setServiceVmsPower: (
      pkg: Pick<ServicePackage, 'uuid' | 'resources'>,
      action: 'start' | 'stop',
    ): Promise<ServiceVmPowerResult[]> => setServiceVmsPowerFlow({ service }, pkg, action),
  }
}

/** A Warren API client. */
export type WarrenClient = ReturnType<typeof createWarrenClient>

/**
 * The VM and IP address calls alone over their own HTTP layer (same options, same authentication as
 * {@link createWarrenClient}): for a Web Worker that only lists VMs and IPs (the console's dashboard totals, issue
 * 17), so its bundle carries those schemas and not every resource's.
 */
export function createVmClient(options: WarrenClientOptions): {
  vm: ReturnType<typeof vmApi>
  ip: ReturnType<typeof ipApi>
} {
  const http = createWarrenHttp(options)
  return { vm: vmApi(http), ip: ipApi(http) }
}
