/**
 * /access/delegation/{id}/ (SPEC §2): the route module. The loader reads the group from the list (there is no
 * single GET); a missing one is 'This delegation group is gone' with up to 30 ids that do exist (SPEC §8).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { viewerTimeZone } from '../../app/format'
import { useServices, type AppServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { DelegationDetailView } from './DelegationDetailView'
import { accessCreatePath, delegationPath } from './paths'
import { useGroupActions } from './use-access-actions'

/** Reads the group; a missing one becomes a not-found error listing the ids that do exist. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(queries.accessGroup(params.id ?? ''))
    void queryClient.prefetchQuery(queries.billingAccounts())
    return null
  }

/** A missing group: "This delegation group is gone", with the ids that exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'delegation group',
  createHref: accessCreatePath('access_delegation'),
  idHref: (id) => delegationPath(id),
})

/** The group's page. */
export default function DelegationDetailPage() {
  const id = useParams().id ?? ''
  return <DelegationDetailScreen key={id} id={id} />
}

function DelegationDetailScreen({ id }: { id: string }) {
  const { queries } = useServices()
  const { data: group } = useSuspenseQuery(queries.accessGroup(id))
  const accounts = useQuery(queries.billingAccounts())
  const { run, pending } = useGroupActions(group)
  return (
    <DelegationDetailView
      group={group}
      billingAccounts={accounts.data ?? []}
      pending={pending}
      onCommand={run}
      timeZone={viewerTimeZone()}
    />
  )
}
