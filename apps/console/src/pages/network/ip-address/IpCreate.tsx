/** The public IP create page's wiring: the current location, billing accounts, the unassigned price. */
import { useState } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ipHourlyPrice } from '@cirrus/domain'
import { useCurrentLocation } from '../../../app/locations'
import { useServices } from '../../../app/services'
import { defaultBillingAccount } from '../../../forms/defaults'
import { IpCreateView } from './IpCreateView'
import { useIpActions } from './use-ip-actions'

/** /network/create/ip_address. */
export function IpCreate() {
  const { queries } = useServices()
  const { current } = useCurrentLocation()
  const location = current?.slug ?? ''
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const prices = useQuery(queries.priceList())
  const actions = useIpActions(location)
  const [submitting, setSubmitting] = useState(false)
  return (
    <IpCreateView
      location={location}
      locationName={current?.display_name ?? location}
      billingAccounts={accounts}
      defaultBillingAccountId={defaultBillingAccount(accounts)}
      unassignedPrice={
        prices.data ? ipHourlyPrice({ assigned_to: null }, { list: prices.data }).price : undefined
      }
      currency={prices.data?.default_currency ?? 'EUR'}
      submitting={submitting}
      onSubmit={(values) => {
        setSubmitting(true)
        actions
          .create(values)
          .catch(() => {})
          .finally(() => setSubmitting(false))
      }}
    />
  )
}
