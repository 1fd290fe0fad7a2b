import type { PriceList, PriceRule } from '../schema.js'

/** A designated pool with its own CPU price in {@link testList}. */
export const POOL = 'b7f3c2a1-0000-4000-8000-000000000001'

const rule = (
  resource_type: string,
  price_per_unit: number | string,
  extra: Partial<PriceRule> = {},
): PriceRule => ({
  resource_type,
  price_per_unit,
  description: resource_type,
  ...extra,
})

/**
 * A price list with round numbers so expected prices can be worked out by hand in the tests. Only used by
 * tests (it lives beside them and is excluded from the public surface).
 */
export const testList: PriceList = {
  id: 7,
  month: '2025-11',
  valid_from: '2025-11-01 00:00:00',
  vat_included: false,
  default_currency: 'EUR',
  currencies: {
    EUR: {
      rule_sets: {
        DEFAULT: [
          rule('CPU', 0.01, { num_cpus_from: 1 }),
          rule('CPU', 0.008, { num_cpus_from: 8 }),
          rule('RAM', 0.005, { gigabytes_from: 0 }),
          rule('RAM', 0.004, { gigabytes_from: 32 }),
          rule('STORAGE_main', 0.0001, { gigabytes_from: 0 }),
          rule('BLOCK_STORAGE', 0.0002, { gigabytes_from: 0 }),
          rule('BLOCK_STORAGE', 0.00015, { gigabytes_from: 1000 }),
          rule('BLOCK_STORAGE_SNAPSHOT', 0.00005),
          rule('BLOCK_STORAGE_BACKUP', 0.00003),
          rule('LOAD_BALANCER', 0.03),
          rule('ASSIGNED_FLOATING_IP', 0.002),
          rule('UNASSIGNED_FLOATING_IP', 0.006),
          rule('OBJECT_STORAGE', '0.00002'),
          rule('BARE_METAL_SERVER', 0.3),
          rule('WINDOWS_LICENSE', 0.004),
        ],
        [POOL]: [rule('CPU', 0.02, { num_cpus_from: 1 })],
      },
    },
    // A currency whose DEFAULT rule set is missing.
    USD: { rule_sets: { SPECIAL: [rule('CPU', 0.01)] } },
  },
}
