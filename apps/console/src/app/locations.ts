import { useAtom } from 'jotai'
import { useQuery } from '@tanstack/react-query'
import type { Location } from '@cirrus/domain'
import { chosenLocationAtom } from '../state/location'
import { pickLocation } from './pick-location'
import { useServices } from './services'

// In a module of its own, so that the compute list's loader (first load) takes it without this module's hooks.
export { pickLocation }

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
