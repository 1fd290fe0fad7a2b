/** /referral: the route module of the Referral Program screen (issue 14). */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isApiError, messages, type ReferralRuleInput } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { ReferralView } from './ReferralView'

/** The Referral Program screen. */
export default function ReferralPage() {
  const { client } = useServices()
  const overview = useQuery({
    queryKey: [...adminKeys.all, 'referral'],
    queryFn: ({ signal }) => client.admin.referral({ signal }),
  })
  const save = useAdminAction(
    (input: ReferralRuleInput) => client.admin.updateReferralRule(input),
    () => messages.adminGrowth.referralRuleUpdate,
  )
  return (
    <ReferralView
      overview={overview.data}
      error={overview.error ? errorDetail(overview.error) : undefined}
      onRetry={() => void overview.refetch()}
      onSaveRule={(input) => save.mutate(input)}
      fieldErrors={isApiError(save.error) ? save.error.fieldErrors : {}}
      saving={save.isPending}
    />
  )
}
