/** /billing/create (SPEC §2): the route module — the form in the platform's currencies. */
import { useQuery } from '@tanstack/react-query'
import { apiRequests } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices, type AppServices } from '../../app/services'
import { emptyBillingForm, currenciesOf } from './billing-form'
import { BillingAccountFormView } from './BillingAccountFormView'
import { BILLING_PATH } from './paths'
import { useBillingForm } from './use-billing-form'

/** Prefetches the price list (its currencies). */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  () => {
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The create page. */
export default function BillingCreatePage() {
  const { queries } = useServices()
  const prices = useQuery(queries.priceList())
  const send = useBillingForm()
  const currency = prices.data?.default_currency ?? 'EUR'
  return (
    <BillingAccountFormView
      key={currency}
      mode="create"
      initial={emptyBillingForm(currency)}
      currencies={currenciesOf(prices)}
      request={apiRequests.billing.create}
      onSubmit={send.submit}
      submitting={send.pending}
      serverErrors={send.fieldErrors}
      cancelHref={BILLING_PATH}
      renderLink={renderRouterLink}
    />
  )
}
