/** /profile/ (SPEC §2): the route module. */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { ProfileView } from './ProfileView'

/** The profile screen. */
export default function ProfilePage() {
  const { queries, client } = useServices()
  const referral = useQuery({
    queryKey: ['user', 'referral'],
    queryFn: ({ signal }) => client.account.referral({ signal }),
  })
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const quotas = useQuery(queries.quotas())
  const accounts = useQuery(queries.billingAccounts())
  const accountTitles = Object.fromEntries((accounts.data ?? []).map((a) => [a.id, a.title]))
  return (
    <ProfileView
      user={user}
      quotas={quotas.data}
      accountTitles={accountTitles}
      quotasError={quotas.error?.message ?? null}
      onRetryQuotas={() => void quotas.refetch()}
      referralCode={referral.data?.code}
    />
  )
}
