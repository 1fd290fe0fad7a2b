/**
 * /access/token/{id}/ (SPEC §2): the route module. The loader reads the token from the list (there is no single
 * GET); a missing one is 'This API token is gone' with up to 30 ids that do exist (SPEC §8).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { viewerTimeZone } from '../../app/format'
import { useServices, type AppServices } from '../../app/services'
import { missingResourceBoundary } from '../../layout/route-errors'
import { accessCreatePath, tokenPath } from './paths'
import { TokenDetailView } from './TokenDetailView'
import { useTokenActions } from './use-access-actions'

/** The id of the route, or NaN. */
function tokenId(text: string | undefined): number {
  return /^\d{1,9}$/.test(text ?? '') ? Number(text) : NaN
}

/** Reads the token; a missing one becomes a not-found error listing the ids that do exist. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(queries.token(tokenId(params.id)))
    void queryClient.prefetchQuery(queries.billingAccounts())
    return null
  }

/** A missing token: "This API token is gone", with the ids that exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'API token',
  createHref: accessCreatePath('api_token'),
  idHref: (id) => tokenPath(Number(id)),
})

/** The token's page. */
export default function TokenDetailPage() {
  const id = tokenId(useParams().id)
  return <TokenDetailScreen key={id} id={id} />
}

function TokenDetailScreen({ id }: { id: number }) {
  const { queries } = useServices()
  const { data: token } = useSuspenseQuery(queries.token(id))
  const accounts = useQuery(queries.billingAccounts())
  const { run, pending } = useTokenActions(token)
  return (
    <TokenDetailView
      token={token}
      billingAccounts={accounts.data ?? []}
      deleting={pending === 'delete'}
      onDelete={() => run({ type: 'delete' })}
      timeZone={viewerTimeZone()}
    />
  )
}
