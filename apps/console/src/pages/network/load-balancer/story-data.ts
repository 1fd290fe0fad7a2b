/** The load balancer stories' data: one network holding the story VMs, and a balancer over the running one. */
import { makeLoadBalancer, makeNetwork } from '@cirrus/domain/fixtures'
import { networks, priceList, vms } from '../../../stories/helpers'
import { loadBalancerPrice } from './price'

/** The default network, with every story VM in it. */
export const lbNetwork = makeNetwork({ vm_uuids: vms.map((vm) => vm.uuid) }, 1)

/** The location's networks: the balancer's first. */
export const lbNetworks = [lbNetwork, ...networks.slice(1)]

/** A balancer in {@link lbNetwork}: port 80 → 8080 to the running VM, with a public address. */
export const loadBalancer = makeLoadBalancer({ display_name: 'web-lb' }, 1)

/** Its hourly price with the public IP. */
export const loadBalancerStoryPrice = loadBalancerPrice(true, priceList)
