/**
 * /billing/account/{id}/ (SPEC §2): the route module. The loader reads the account (one the user may not use,
 * or that does not exist, is the missing-resource page listing up to 30 that do, SPEC §8) and prefetches its
 * costs and documents.
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../app/links'
import { useServices, type AppServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { BillingAccountView } from './BillingAccountView'
import { BILLING_CREATE_PATH, billingAccountPath } from './paths'

/** Reads the account; costs and documents load beside it. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = Number(params.id)
    await queryClient.ensureQueryData(queries.billingAccount(id))
    void queryClient.prefetchQuery(queries.billingCosts(id))
    void queryClient.prefetchQuery(queries.invoices(id))
    return null
  }

/** A missing account: "This billing account is gone", with the accounts that exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'billing account',
  createHref: BILLING_CREATE_PATH,
  idHref: (id) => billingAccountPath(Number(id)),
})

/** The account's page. */
export default function BillingAccountPage() {
  const id = Number(useParams().id)
  const { queries } = useServices()
  const { data: account } = useSuspenseQuery(queries.billingAccount(id))
  const costs = useQuery(queries.billingCosts(id))
  const documents = useQuery(queries.invoices(id))
  return (
    <BillingAccountView
      key={id}
      account={account}
      costs={costs.data}
      costsError={costs.isError ? costs.error.message : null}
      documents={documents.data}
      documentsError={documents.isError ? documents.error.message : null}
      onRetry={() => {
        void costs.refetch()
        void documents.refetch()
      }}
      today={new Date().toISOString().slice(0, 10)}
      renderLink={renderRouterLink}
    />
  )
}
