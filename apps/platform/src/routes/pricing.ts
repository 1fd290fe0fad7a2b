/**
 * Prices (SPEC §7 Pricing, API-NOTES §2): `GET /pricing/list/current` (our PriceList, CONTRACTS.md) and the
 * documented `GET /pricing/policy` derived from the same list for older clients.
 */
import { DEFAULT_RULE_SET, type PriceList } from '@cirrus/domain'
import { apiRoutes, returns } from '../http/route.js'
import { PriceList as PriceListBody } from '../http/entities.js'
import type { Platform } from '../platform.js'
import { currentPriceList } from '../store/price-lists.js'
import { warrenTime } from '../services/format.js'

/** Warren's policy names for our resource types (API-NOTES §2.1, §2.2 mapping). */
const POLICY_NAMES: Record<string, { resourceType: string; serviceNameInUptime?: string }> = {
  CPU: { resourceType: 'CPU' },
  RAM: { resourceType: 'RAM' },
  STORAGE_main: { resourceType: 'STORAGE', serviceNameInUptime: 'main' },
  BLOCK_STORAGE: { resourceType: 'STORAGE', serviceNameInUptime: 'block' },
  BLOCK_STORAGE_SNAPSHOT: { resourceType: 'STORAGE', serviceNameInUptime: 'snapshot' },
  BLOCK_STORAGE_BACKUP: { resourceType: 'STORAGE', serviceNameInUptime: 'backup' },
  WINDOWS_LICENSE: { resourceType: 'LICENSE', serviceNameInUptime: 'windows' },
  OBJECT_STORAGE: { resourceType: 'OBJECT_STORAGE', serviceNameInUptime: 'object_storage' },
}

/** Flattened camelCase policy rows of the default currency's DEFAULT rule set (API-NOTES §2.1, §2.2). */
export function policyRows(list: PriceList) {
  const rules = list.currencies[list.default_currency]?.rule_sets[DEFAULT_RULE_SET] ?? []
  return rules.map((rule, index) => {
    const name = POLICY_NAMES[rule.resource_type] ?? { resourceType: rule.resource_type }
    const price = Number(rule.price_per_unit)
    const threshold =
      rule.resource_type === 'CPU'
        ? { numCpus: rule.num_cpus_from ?? 1 }
        : rule.resource_type === 'RAM'
          ? { megsRam: Math.round((rule.gigabytes_from ?? 0) * 1024) }
          : rule.gigabytes_from != null
            ? { gigsStorage: rule.gigabytes_from }
            : {}
    return {
      policyId: index + 1,
      resourceType: name.resourceType,
      ...(name.serviceNameInUptime ? { serviceNameInUptime: name.serviceNameInUptime } : {}),
      serviceNameUserFriendly: rule.description,
      ...threshold,
      price,
      pricePerUnit: price,
    }
  })
}

/** Pricing routes under /v1. */
export const pricingRoutes = (p: Platform) =>
  apiRoutes()
    .get('/pricing/list/current', returns(PriceListBody), async (c) => {
      const list = await currentPriceList(p.store.db, p.clock())
      return c.json({ ...list, valid_from: list.valid_from || warrenTime(p.clock()) })
    })
    .get('/pricing/policy', returns({ 200: 'Price policy rows (API-NOTES §2.1)' }), async (c) =>
      c.json({ policy: policyRows(await currentPriceList(p.store.db, p.clock())) }),
    )
