/**
 * The bucket create form's rules (SPEC §2 /storage/create): the name follows the shared S3 naming rule of the
 * domain (API-NOTES §10), a billing account is chosen, and a failed create's "Retry" link (SPEC §4, §8) carries
 * the form back in its search parameters.
 */
import { z } from 'zod'
import { BucketNameRuleSchema, type BucketCreateInput } from '@cirrus/domain'

/** The form's values. */
export type BucketCreateForm = { name: string; billingAccountId: number | null }

/** The form's schema: errors show beside the field they concern. */
export const bucketCreateFormSchema = z.object({
  name: BucketNameRuleSchema,
  billingAccountId: z.number({ message: 'Choose a billing account' }).int().positive().nullable(),
})

/** The request of a valid form (`PUT /storage/bucket`). */
export function toBucketCreateInput(form: BucketCreateForm): BucketCreateInput {
  return {
    name: form.name,
    ...(form.billingAccountId === null ? {} : { billing_account_id: form.billingAccountId }),
  }
}

/** A retry link's search parameters: the name and billing account. */
export function bucketRetryParams(form: BucketCreateForm): URLSearchParams {
  const params = new URLSearchParams({ name: form.name })
  if (form.billingAccountId !== null) params.set('billing_account_id', String(form.billingAccountId))
  return params
}

/** The form filled from a retry link over `defaults`; malformed values are ignored. */
export function bucketFormFromParams(params: URLSearchParams, defaults: BucketCreateForm): BucketCreateForm {
  const account = Number(params.get('billing_account_id'))
  return {
    name: params.get('name') ?? defaults.name,
    billingAccountId:
      params.has('billing_account_id') && Number.isInteger(account) && account > 0
        ? account
        : defaults.billingAccountId,
  }
}
