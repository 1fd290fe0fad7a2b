/**
 * /billing/account/{id}/ (SPEC §2): the route module. The loader reads the account (one the user may not use,
 * or that does not exist, is the missing-resource page listing up to 30 that do, SPEC §8) and prefetches its
 * costs and documents.
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useState } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { apiRequests, isApiError, messages } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { useResourceCommand } from '../../hooks/use-resource-command'
import { renderRouterLink } from '../../app/links'
import { useServices, type AppServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { BillingAccountView } from './BillingAccountView'
import { BILLING_CREATE_PATH, BILLING_PATH, billingAccountPath } from './paths'

/** The campaign code form's wiring (issue 14): the call with its catalogue toasts, the refusal beside the field. */
function useCampaignRedeem(id: number) {
  const { client, queries } = useServices()
  const [error, setError] = useState<string>()
  const command = useResourceCommand<{ type: 'redeem'; code: string }>({
    mutationKey: ['billing', id, 'campaign'],
    call: (c) => client.billing.redeemCampaign(id, { code: c.code }),
    messages: () => messages.campaign.redeem,
    invalidate: [queries.billingCosts(id).queryKey, queries.invoices(id).queryKey],
    detailKey: queries.billingAccount(id).queryKey,
    afterDelete: BILLING_PATH,
  })
  const request = (code: string) => apiRequests.billing.redeemCampaign(id, { code })
  return {
    error,
    busy: command.pending === 'redeem',
    request,
    onRedeem: (code: string) =>
      command.run({ type: 'redeem', code }).then(
        (result) => {
          setError(undefined)
          return result
        },
        (failure: unknown) => {
          setError(isApiError(failure) ? (failure.fieldErrors.code ?? failure.message) : undefined)
          throw failure
        },
      ),
  }
}

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
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const redeem = useCampaignRedeem(id)
  const [typed, setTyped] = useState('')
  const panel = useApiRequest(redeem.request(typed))
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
      redeem={
        account.user_id === user.id
          ? {
              onRedeem: redeem.onRedeem,
              error: redeem.error,
              busy: redeem.busy,
              apiRequest: panel,
              onCodeChange: setTyped,
            }
          : undefined
      }
    />
  )
}
