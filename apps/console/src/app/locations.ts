import { useAtom } from 'jotai'
import { useQuery } from '@tanstack/react-query'
import type { Location } from '@cirrus/domain'
import { chosenLocationAtom } from '../state/location'
import { useServices } from './services'

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

/** The locations, the current one and a setter that remembers the user's choice (top bar picker). */
export function useCurrentLocation() {
  const { queries } = useServices()
  const { data: locations = [] } = useQuery(queries.locations())
  const [chosen, setChosen] = useAtom(chosenLocationAtom)
  const current = pickLocation(locations, chosen)
  return { locations, current, setLocation: setChosen }
}

/** A location a create page offers: its slug, name, flag and description (published locations only). */
export type CreateLocation = { slug: string; displayName: string; countryCode: string; description?: string }

/** The published locations as a create page's location picker shows them. */
export function createLocations(locations: readonly Location[]): CreateLocation[] {
  return locations
    .filter((l) => l.is_published)
    .map((l) => ({
      slug: l.slug,
      displayName: l.display_name,
      countryCode: l.country_code ?? '',
      description: l.description || undefined,
    }))
}
