import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { isApiError, messages, toastLinkLabels, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'
import { bucketRetryParams, toBucketCreateInput, type BucketCreateForm } from './bucket-create'
import { bucketPath } from './paths'

/** Field errors of a failed create that belong beside a field (a taken name is 409 `errors.name`). */
export function createFieldErrors(error: unknown): Partial<Record<keyof BucketCreateForm, string>> {
  if (!isApiError(error)) return {}
  const { name, billing_account_id: account } = error.fieldErrors
  return { ...(name ? { name } : {}), ...(account ? { billingAccountId: account } : {}) }
}

/**
 * Creates a bucket from the form: 'Object storage created' and the bucket's page, or 'Failed to create object
 * storage' with a "Retry" link that brings the form back filled (SPEC §4, §8), and the field errors beside
 * their fields.
 */
export function useCreateBucket() {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const texts = messages.bucket.create

  const mutation = useMutation({
    mutationKey: ['bucket-create'],
    mutationFn: async (form: BucketCreateForm) => {
      try {
        const bucket = await client.storage.createBucket(toBucketCreateInput(form))
        const href = bucketPath(bucket.name)
        notify.success(texts.success, { links: [{ label: toastLinkLabels.view, href }] })
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bucket') })
        // The first bucket provisions the account's storage: the endpoint stops being "/".
        void queryClient.invalidateQueries({ queryKey: warrenKeys.s3Endpoint() })
        void navigate(href)
        return bucket
      } catch (error) {
        notify.error(texts.failure, {
          description: errorDetail(error),
          links: [
            {
              label: toastLinkLabels.retry,
              href: `${texts.retryHref}?${bucketRetryParams(form).toString()}`,
            },
          ],
        })
        throw error
      }
    },
  })

  return {
    submit: (form: BucketCreateForm) => mutation.mutate(form),
    pending: mutation.isPending,
    fieldErrors: mutation.isError ? createFieldErrors(mutation.error) : undefined,
  }
}
