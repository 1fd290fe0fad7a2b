/**
 * Service rows for the services section, its sidebar and the mobile section list (issue 12): each managed
 * service with its kind and version, its status (stopped when hibernation is enabled, SPEC §4), its location,
 * its worker count and its hourly price range (SPEC §9: min–max workers).
 */
import {
  enabledListItems,
  serviceHourlyPrice,
  serviceStatus,
  serviceVmIds,
  type ConsoleConfig,
  type Money,
  type PriceList,
  type ServicePackage,
} from '@cirrus/domain'
import type { PriceRange } from '@cirrus/design-system'
import { displayAmount } from '../../app/money'
import { sharedBy, type ResourceOwners, type SharedRow } from '../access/owners'
import { servicePath } from './paths'

/** One service as a list shows it (`owner`: shared with the user through delegation, SPEC §6). */
export type ServiceRow = SharedRow & {
  id: string
  name: string
  /** e.g. "kubernetes 1.31". */
  kind: string
  status: 'running' | 'stopped'
  location: string
  /** The number of VM resources. */
  vms: number
  /** Hourly, min and max; null when it cannot be computed (never shown as zero). */
  price: { min: Money | null; max: Money | null }
  href: string
  /** The billing account it is charged to (the tables' billing-account column, issue 18). */
  billingAccountId: number
}

/** A service's hourly price range. */
export function servicePrice(
  pkg: ServicePackage,
  priceList: PriceList | null | undefined,
): ServiceRow['price'] {
  const { min, max } = serviceHourlyPrice(pkg, { list: priceList })
  return { min, max }
}

/** A price range for the design system's `Price`; null when unavailable (the price then says so). */
export function displayRange(price: ServiceRow['price']): PriceRange | null {
  const min = displayAmount(price.min)
  const max = displayAmount(price.max)
  return min === null || max === null ? null : { min, max }
}

/** The rows of a service list, by name; deleted services are left out, shared ones name their owner. */
export function serviceRows(
  packages: readonly ServicePackage[],
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): ServiceRow[] {
  return packages
    .filter((pkg) => !pkg.is_deleted)
    .map((pkg) => {
      const location = pkg.location ?? ''
      return {
        id: pkg.uuid,
        name: pkg.display_name,
        kind: [pkg.service, pkg.version].filter(Boolean).join(' '),
        status: serviceStatus(pkg),
        location,
        vms: serviceVmIds(pkg).length,
        price: servicePrice(pkg, priceList),
        href: servicePath(location, pkg.uuid),
        owner: sharedBy(owners, pkg.user_id),
        billingAccountId: pkg.billing_account_id,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The rows a service list shows under a configuration: none when managed services are switched off (SPEC §6);
 * undefined while the configuration or the services load.
 */
export function enabledServiceRows(
  config: ConsoleConfig | undefined,
  packages: readonly ServicePackage[] | undefined,
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): ServiceRow[] | undefined {
  if (!config) return undefined
  return packages && serviceRows(enabledListItems(config, 'managed_service', packages), priceList, owners)
}
