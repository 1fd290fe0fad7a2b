import type { Location } from '@cirrus/domain'

/**
 * The location the console works in: the one the user chose if it still exists, else the platform's default
 * (`is_default`, API-NOTES §1.1), else the first in display order. Null while there are no locations.
 */
export function pickLocation(locations: readonly Location[], chosen: string | null): Location | null {
  const published = locations.filter((l) => l.is_published)
  const pool = published.length > 0 ? published : locations
  return (
    pool.find((l) => l.slug === chosen) ??
    pool.find((l) => l.is_default) ??
    [...pool].sort((a, b) => (a.order_nr ?? 0) - (b.order_nr ?? 0))[0] ??
    null
  )
}
