import type { ReactNode } from 'react'
import { LocationPicker } from '@cirrus/design-system'
import type { CreateLocation } from '../app/locations'

/**
 * The location a new resource is created in: one card per location the user may create in. Shared by the create
 * forms (VM, disk, bare metal); the billing account beside it is `components/BillingAccountSelect`.
 */
export function CreateLocationPicker({
  locations,
  value,
  onChange,
  error,
}: {
  /** Where the resource can be created. */
  locations: readonly CreateLocation[]
  /** The chosen location's slug. */
  value: string
  /** Called with the chosen location's slug. */
  onChange: (slug: string) => void
  /** Why the choice is refused, shown beside the field. */
  error?: ReactNode
}) {
  return (
    <LocationPicker
      locations={locations.map((l) => ({
        value: l.slug,
        name: l.displayName,
        countryCode: l.countryCode,
        description: l.description,
      }))}
      value={value}
      onValueChange={onChange}
      error={error}
      minCardWidth="180px"
    />
  )
}
