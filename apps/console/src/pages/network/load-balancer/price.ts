import {
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  totalHourlyPrice,
  type Money,
  type PriceList,
} from '@cirrus/domain'

/** A balancer's hourly price by part; a part is null when the price list lacks it. */
export type LoadBalancerPrice = {
  balancer: Money | null
  publicIp: Money | null
  total: Money | null
}

/**
 * What a balancer costs per hour (issue 11: shown before creating it, and on its page): one LOAD_BALANCER unit
 * (SPEC §3), and its public IP at the assigned rate while it has one (the IP is billed as an IP address).
 */
export function loadBalancerPrice(publicIp: boolean, list: PriceList | null | undefined): LoadBalancerPrice {
  const balancer = loadBalancerHourlyPrice({}, { list }).price
  const ip = publicIp ? ipHourlyPrice({ assigned_to: 'load_balancer' }, { list }).price : null
  const currency = balancer?.currency ?? list?.default_currency ?? 'EUR'
  return {
    balancer,
    publicIp: ip,
    total: publicIp ? totalHourlyPrice([balancer, ip], currency) : balancer,
  }
}
