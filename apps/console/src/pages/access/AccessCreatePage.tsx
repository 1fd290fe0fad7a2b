/**
 * /access/create/{type} (SPEC §2): the route module. `api_token` creates a token, `access_delegation` a
 * delegation group; any other type is the not-found page. The form starts from a "Retry" link's search
 * parameters when the last create failed (SPEC §4).
 */
import { useMemo } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useServices, type AppServices } from '../../app/services'
import { defaultBillingAccount } from '../../forms/defaults'
import { NotFoundRoute } from '../../layout/route-errors'
import { delegationFormFromParams, tokenFormFromParams } from './access-forms'
import { DelegationCreateView } from './DelegationCreateView'
import { isAccessCreateType, tokenPath } from './paths'
import { TokenCreateView } from './TokenCreateView'
import { useCreateDelegation, useCreateToken } from './use-access-actions'

/** Loads the billing accounts before the form shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await queryClient.ensureQueryData(queries.billingAccounts())
    return null
  }

/** The create page of a type. */
export default function AccessCreatePage() {
  const { type } = useParams()
  const [params] = useSearchParams()
  if (!isAccessCreateType(type)) return <NotFoundRoute />
  return type === 'api_token' ? (
    <TokenCreateScreen key={params.toString()} params={params} />
  ) : (
    <DelegationCreateScreen key={params.toString()} params={params} />
  )
}

function TokenCreateScreen({ params }: { params: URLSearchParams }) {
  const { queries } = useServices()
  const navigate = useNavigate()
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const create = useCreateToken()
  const initial = useMemo(
    () =>
      tokenFormFromParams(params, {
        description: '',
        scope: 'restricted',
        billingAccountId: defaultBillingAccount(accounts),
      }),
    // The form starts once per visit (or retry link).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  )
  return (
    <TokenCreateView
      initial={initial}
      billingAccounts={accounts}
      onSubmit={create.submit}
      submitting={create.pending}
      created={create.created}
      onCreatedClose={() => create.created && void navigate(tokenPath(create.created.id))}
    />
  )
}

function DelegationCreateScreen({ params }: { params: URLSearchParams }) {
  const { queries } = useServices()
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const create = useCreateDelegation()
  const initial = useMemo(
    () => delegationFormFromParams(params, { name: '', billingAccountId: null, usernames: '' }),
    [params],
  )
  return (
    <DelegationCreateView
      initial={initial}
      billingAccounts={accounts}
      onSubmit={create.submit}
      submitting={create.pending}
    />
  )
}
