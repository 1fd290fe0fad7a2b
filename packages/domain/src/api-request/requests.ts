/** Every request builder, grouped as the client groups its calls: `apiRequests.disk.attach(…)`. */
import { accessRequests } from './access.js'
import { accountRequests } from './account.js'
import { billingRequests } from './billing.js'
import { diskRequests } from './disk.js'
import { firewallRequests } from './firewall.js'
import { interfaceRequests } from './interface.js'
import { ipRequests } from './ip.js'
import { loadBalancerRequests } from './load-balancer.js'
import { metalRequests } from './metal.js'
import { networkRequests } from './network.js'
import { serviceRequests } from './service.js'
import { storageRequests } from './storage.js'
import { vmRequests } from './vm.js'

/**
 * The request builders of the Warren calls, by resource. `warren.<resource>.<call>(…)` sends exactly
 * `apiRequests.<resource>.<call>(…)`, so a form can show the call it is about to make.
 */
export const apiRequests = {
  vm: vmRequests,
  disk: diskRequests,
  ip: ipRequests,
  network: networkRequests,
  vmInterface: interfaceRequests,
  firewall: firewallRequests,
  storage: storageRequests,
  access: accessRequests,
  account: accountRequests,
  billing: billingRequests,
  loadBalancer: loadBalancerRequests,
  service: serviceRequests,
  metal: metalRequests,
}
