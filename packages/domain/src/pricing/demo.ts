import type { PriceList, PriceRule, ResourceType } from './schema.js'

/** A designated host pool with its own CPU and RAM prices in {@link demoPriceList} (a "high CPU" server class). */
export const demoHighCpuPoolUuid = '7c0e5a2e-4d3b-4f6a-9c41-2b8f1d6e9a10'

type DemoRule = PriceRule & { resource_type: ResourceType }

// Per-hour prices shaped like the live CloudAxion table of API-NOTES §2.1 (CPU 0.013699/vCPU, RAM 0.016438 per
// 512 MB, storage 0.000685/GB, backup/snapshot 0.000548/GB, unassigned IP 0.012329, load balancer 0.054795).
const eurDefault: DemoRule[] = [
  { resource_type: 'CPU', price_per_unit: 0.013699, description: '1 vCPU', num_cpus_from: 1 },
  // A volume tier: from 8 vCPUs every vCPU costs less (8 × 0.012329 still exceeds 7 × 0.013699).
  { resource_type: 'CPU', price_per_unit: 0.012329, description: '1 vCPU (8 or more)', num_cpus_from: 8 },
  { resource_type: 'RAM', price_per_unit: 0.032877, description: '1 GB RAM', gigabytes_from: 0 },
  {
    resource_type: 'RAM',
    price_per_unit: 0.027397,
    description: '1 GB RAM (32 GB or more)',
    gigabytes_from: 32,
  },
  {
    resource_type: 'STORAGE_main',
    price_per_unit: 0.000685,
    description: '1 GB boot disk',
    gigabytes_from: 0,
  },
  {
    resource_type: 'BLOCK_STORAGE',
    price_per_unit: 0.000685,
    description: '1 GB block storage',
    gigabytes_from: 0,
  },
  {
    resource_type: 'BLOCK_STORAGE_SNAPSHOT',
    price_per_unit: 0.000548,
    description: '1 GB disk snapshot',
    gigabytes_from: 0,
  },
  {
    resource_type: 'BLOCK_STORAGE_BACKUP',
    price_per_unit: 0.000548,
    description: '1 GB disk backup',
    gigabytes_from: 0,
  },
  { resource_type: 'LOAD_BALANCER', price_per_unit: 0.054795, description: 'Load balancer' },
  {
    resource_type: 'ASSIGNED_FLOATING_IP',
    price_per_unit: 0.006849,
    description: 'Public IPv4 address (assigned)',
  },
  {
    resource_type: 'UNASSIGNED_FLOATING_IP',
    price_per_unit: 0.012329,
    description: 'Public IPv4 address (unassigned)',
  },
  {
    resource_type: 'OBJECT_STORAGE',
    price_per_unit: 0.0000342,
    description: '1 GB object storage',
    gigabytes_from: 0,
  },
  { resource_type: 'BARE_METAL_SERVER', price_per_unit: 0.342466, description: 'Bare metal server' },
  { resource_type: 'WINDOWS_LICENSE', price_per_unit: 0.005479, description: 'Windows licence per vCPU' },
]

const eurHighCpu: DemoRule[] = [
  { resource_type: 'CPU', price_per_unit: 0.020548, description: '1 high-frequency vCPU', num_cpus_from: 1 },
  {
    resource_type: 'RAM',
    price_per_unit: 0.036986,
    description: '1 GB RAM (high CPU pool)',
    gigabytes_from: 0,
  },
]

// The same products in US dollars (a second currency, as a multi-currency operator would publish).
const usdDefault: DemoRule[] = [
  { resource_type: 'CPU', price_per_unit: 0.0149, description: '1 vCPU', num_cpus_from: 1 },
  { resource_type: 'CPU', price_per_unit: 0.0134, description: '1 vCPU (8 or more)', num_cpus_from: 8 },
  { resource_type: 'RAM', price_per_unit: 0.0357, description: '1 GB RAM', gigabytes_from: 0 },
  {
    resource_type: 'RAM',
    price_per_unit: 0.0298,
    description: '1 GB RAM (32 GB or more)',
    gigabytes_from: 32,
  },
  {
    resource_type: 'STORAGE_main',
    price_per_unit: 0.00075,
    description: '1 GB boot disk',
    gigabytes_from: 0,
  },
  {
    resource_type: 'BLOCK_STORAGE',
    price_per_unit: 0.00075,
    description: '1 GB block storage',
    gigabytes_from: 0,
  },
  { resource_type: 'BLOCK_STORAGE_SNAPSHOT', price_per_unit: 0.0006, description: '1 GB disk snapshot' },
  { resource_type: 'BLOCK_STORAGE_BACKUP', price_per_unit: 0.0006, description: '1 GB disk backup' },
  { resource_type: 'LOAD_BALANCER', price_per_unit: 0.0595, description: 'Load balancer' },
  {
    resource_type: 'ASSIGNED_FLOATING_IP',
    price_per_unit: 0.0075,
    description: 'Public IPv4 address (assigned)',
  },
  {
    resource_type: 'UNASSIGNED_FLOATING_IP',
    price_per_unit: 0.0134,
    description: 'Public IPv4 address (unassigned)',
  },
  { resource_type: 'OBJECT_STORAGE', price_per_unit: 0.000037, description: '1 GB object storage' },
  { resource_type: 'BARE_METAL_SERVER', price_per_unit: 0.3719, description: 'Bare metal server' },
  { resource_type: 'WINDOWS_LICENSE', price_per_unit: 0.00595, description: 'Windows licence per vCPU' },
]

// Bare-metal machine types with their own price (rule set `metal:<type>`, metal/schema.ts); bm.small uses DEFAULT.
const metalRule = (price: number, name: string): DemoRule[] => [
  { resource_type: 'BARE_METAL_SERVER', price_per_unit: price, description: `Bare metal server ${name}` },
]

/**
 * A realistic price list for stories, tests and the platform's demo seed (CONTRACTS.md "Fixtures"): EUR (the
 * default) and USD, a CPU tier from 8 vCPUs, a RAM tier from 32 GB, and a designated-pool rule set
 * ({@link demoHighCpuPoolUuid}) that overrides CPU and RAM in EUR only, and bare-metal machine types bm.medium and
 * bm.large at their own BARE_METAL_SERVER price (bm.small: the DEFAULT one).
 */
export const demoPriceList: PriceList = {
  id: 1,
  month: '2025-11',
  valid_from: '2025-11-01 00:00:00',
  vat_included: false,
  default_currency: 'EUR',
  currencies: {
    EUR: {
      rule_sets: {
        DEFAULT: eurDefault,
        [demoHighCpuPoolUuid]: eurHighCpu,
        'metal:bm.medium': metalRule(0.616438, 'bm.medium'),
        'metal:bm.large': metalRule(1.027397, 'bm.large'),
      },
    },
    USD: {
      rule_sets: {
        DEFAULT: usdDefault,
        'metal:bm.medium': metalRule(0.6693, 'bm.medium'),
        'metal:bm.large': metalRule(1.1157, 'bm.large'),
      },
    },
  },
}
