/** Price multipliers (API-NOTES §2.1, §9): Warren's rows or a plain map, defaults and the lookup chain. */
import { toRatio, type Ratio } from './money.js'
import { type ResourceType } from './schema.js'

/** A price multiplier row as Warren sends it on service packages and VMs (API-NOTES §2.1, §9). */
export type PriceMultiplierRow = {
  resourceType: string
  serviceNameInUptime?: string | null
  priceMultiplier: number
}

/** Price multipliers: Warren rows, or a plain map from resource type (SPEC.md §3 names) to factor. */
export type PriceMultipliers =
  readonly PriceMultiplierRow[] | Readonly<Record<string, number>> | null | undefined

/**
 * Factors that apply when no multiplier names a type. SPEC.md §9: "Snapshots and backups default to zero price
 * multiplier", so replicas are free unless a multiplier (from the platform on a VM, or a service package's
 * `prices`) prices them. Every other type defaults to 1.
 */
export const DEFAULT_PRICE_MULTIPLIERS: Readonly<Partial<Record<ResourceType, number>>> = {
  BLOCK_STORAGE_SNAPSHOT: 0,
  BLOCK_STORAGE_BACKUP: 0,
}

// Warren's policy names (API-NOTES §2.1: resourceType + serviceNameInUptime) mapped to SPEC.md §3's types.
const STORAGE_SUBTYPES: Readonly<Record<string, ResourceType>> = {
  main: 'STORAGE_main',
  block: 'BLOCK_STORAGE',
  snapshot: 'BLOCK_STORAGE_SNAPSHOT',
  backup: 'BLOCK_STORAGE_BACKUP',
}

/**
 * SPEC.md §3 resource type of a Warren multiplier row: STORAGE/`main` → `STORAGE_main`, STORAGE/`block` (or no
 * subtype) → `BLOCK_STORAGE`, STORAGE/`snapshot` → `BLOCK_STORAGE_SNAPSHOT`, STORAGE/`backup` →
 * `BLOCK_STORAGE_BACKUP`, LICENSE/`windows` → `WINDOWS_LICENSE`; SPEC names (CPU, RAM, OBJECT_STORAGE,
 * UNASSIGNED_FLOATING_IP, …) pass through.
 */
export function multiplierResourceType(resourceType: string, serviceNameInUptime?: string | null): string {
  const sub = serviceNameInUptime?.toLowerCase() ?? ''
  if (resourceType === 'STORAGE') return STORAGE_SUBTYPES[sub] ?? 'BLOCK_STORAGE'
  if (resourceType === 'LICENSE')
    return sub === 'windows' || sub === '' ? 'WINDOWS_LICENSE' : `LICENSE_${sub}`
  return resourceType
}

/** The multipliers as a map from resource type to exact factor. */
export function normaliseMultipliers(input: PriceMultipliers): Map<string, Ratio> {
  const map = new Map<string, Ratio>()
  if (!input) return map
  if (Array.isArray(input)) {
    for (const row of input as readonly PriceMultiplierRow[]) {
      map.set(multiplierResourceType(row.resourceType, row.serviceNameInUptime), toRatio(row.priceMultiplier))
    }
  } else {
    for (const [type, factor] of Object.entries(input)) map.set(type, toRatio(factor))
  }
  return map
}

/** The factor of the first type in the lookup chain that has one (1 when none has). */
export function multiplierFor(map: ReadonlyMap<string, Ratio>, types: readonly string[]): Ratio {
  for (const type of types) {
    const found = map.get(type)
    if (found) return found
  }
  return toRatio(DEFAULT_PRICE_MULTIPLIERS[types[0] as ResourceType] ?? 1)
}
