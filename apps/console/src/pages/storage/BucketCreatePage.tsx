/**
 * /storage/create (SPEC §2): the route module. It reads the billing accounts and prices, and fills the form
 * from a "Retry" link when the last create failed (SPEC §4, §8).
 */
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useServices, type AppServices } from '../../app/services'
import { defaultBillingAccount } from '../../forms/defaults'
import { bucketFormFromParams } from './bucket-create'
import { BucketCreateView } from './BucketCreateView'
import { useCreateBucket } from './use-create-bucket'

/** Loads the billing accounts before the form shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await queryClient.ensureQueryData(queries.billingAccounts())
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The create page. */
export default function BucketCreatePage() {
  const { queries } = useServices()
  const [params] = useSearchParams()
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const prices = useQuery(queries.priceList())
  const create = useCreateBucket()
  const initial = useMemo(
    () => bucketFormFromParams(params, { name: '', billingAccountId: defaultBillingAccount(accounts) }),
    // The form starts once per visit (or retry link).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  )
  return (
    <BucketCreateView
      key={params.toString()}
      initial={initial}
      billingAccounts={accounts}
      priceList={prices.data}
      onSubmit={create.submit}
      submitting={create.pending}
      serverErrors={create.fieldErrors}
    />
  )
}
