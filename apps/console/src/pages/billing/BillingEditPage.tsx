/**
 * /billing/account/{id}/edit (SPEC §2): the route module. A billing account the user may not use, or one that
 * does not exist, is the missing-resource page listing up to 30 that do (SPEC §8).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { apiRequests } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices, type AppServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { billingFormOf, currenciesOf } from './billing-form'
import { BillingAccountFormView } from './BillingAccountFormView'
import { BILLING_CREATE_PATH, billingAccountPath } from './paths'
import { useBillingForm } from './use-billing-form'

/** Reads the account (unknown → not found with the ids that exist) and the price list. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(queries.billingAccount(Number(params.id)))
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** A missing account: "This billing account is gone". */
export const ErrorBoundary = missingResourceBoundary({
  object: 'billing account',
  createHref: BILLING_CREATE_PATH,
  idHref: (id) => billingAccountPath(Number(id)),
})

/** The edit page. */
export default function BillingEditPage() {
  const id = Number(useParams().id)
  const { queries } = useServices()
  const { data: account } = useSuspenseQuery(queries.billingAccount(id))
  const prices = useQuery(queries.priceList())
  const send = useBillingForm(id)
  return (
    <BillingAccountFormView
      key={id}
      mode="edit"
      initial={billingFormOf(account)}
      currencies={currenciesOf(prices)}
      request={(input) => apiRequests.billing.update(id, input)}
      onSubmit={send.submit}
      submitting={send.pending}
      serverErrors={send.fieldErrors}
      cancelHref={billingAccountPath(id)}
      renderLink={renderRouterLink}
    />
  )
}
