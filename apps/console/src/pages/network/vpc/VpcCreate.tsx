/** The VPC network create page's wiring: the current location, the create action. */
import { useState } from 'react'
import { useCurrentLocation } from '../../../app/locations'
import { useVpcActions } from './use-vpc-actions'
import { VpcCreateView } from './VpcCreateView'

/** /network/create/vpc. */
export function VpcCreate() {
  const { current } = useCurrentLocation()
  const location = current?.slug ?? ''
  const actions = useVpcActions(location)
  const [submitting, setSubmitting] = useState(false)
  return (
    <VpcCreateView
      location={location}
      locationName={current?.display_name ?? location}
      submitting={submitting}
      onSubmit={(name) => {
        setSubmitting(true)
        actions
          .create(name)
          .catch(() => {})
          .finally(() => setSubmitting(false))
      }}
    />
  )
}
