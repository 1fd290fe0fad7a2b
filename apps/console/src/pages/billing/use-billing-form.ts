/**
 * Sends the billing account form: create ('Billing account created' and the account's page, or 'Error creating
 * billing account' with a "Retry" link) and edit ('Billing account updated' / 'Error updating billing
 * account'), texts from the domain catalogue; the platform's field errors go beside their fields.
 */
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { messages, toastLinkLabels, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'
import { billingFieldErrors, toBillingInput, type BillingAccountForm } from './billing-form'
import { billingAccountPath } from './paths'

/** Creates (no id) or edits (an id) a billing account from the form. */
export function useBillingForm(accountId?: number) {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const texts = accountId === undefined ? messages.billing.create : messages.billing.update

  const mutation = useMutation({
    mutationKey: ['billing-account', accountId ?? 'create'],
    mutationFn: async (form: BillingAccountForm) => {
      try {
        const input = toBillingInput(form)
        const account =
          accountId === undefined
            ? await client.billing.create(input)
            : await client.billing.update(accountId, input)
        const href = billingAccountPath(account.id)
        notify.success(texts.success, { links: [{ label: toastLinkLabels.view, href }] })
        queryClient.setQueryData(warrenKeys.billingAccount(account.id), account)
        void queryClient.invalidateQueries({ queryKey: warrenKeys.billingAccounts() })
        void navigate(href)
        return account
      } catch (error) {
        notify.error(texts.failure, {
          description: errorDetail(error),
          links:
            accountId === undefined
              ? [{ label: toastLinkLabels.retry, href: messages.billing.create.retryHref }]
              : [],
        })
        throw error
      }
    },
  })
  return {
    submit: (form: BillingAccountForm) => mutation.mutate(form),
    pending: mutation.isPending,
    fieldErrors: mutation.isError ? billingFieldErrors(mutation.error) : undefined,
  }
}
