/** /accounts/{id}: the route module of a billing account's admin page (issue 13). */
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isNotFoundError, messages } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { renderRouterLink } from '../../app/links'
import { useResourceAudit } from '../../app/use-resource-audit'
import { ResourceDetailView } from '../../components/ResourceDetailView'
import { accountDetails } from '../details'
import { useAdminAction } from '../infra/use-admin-action'

/** A billing account's admin page. */
export default function AccountDetailPage() {
  const { client } = useServices()
  const id = Number(useParams().id)
  const account = useQuery({
    queryKey: [...adminKeys.all, 'billing_account', id],
    queryFn: ({ signal }) => client.admin.billingAccount(id, { signal }),
  })
  const audit = useResourceAudit({ type: 'billing_account', id: String(id) })
  const suspend = useAdminAction(
    (suspended: boolean) => client.admin.suspendBillingAccount({ id, suspended }),
    (suspended) => (suspended ? messages.admin.accountSuspend : messages.admin.accountActivate),
  )
  return (
    <ResourceDetailView
      {...accountDetails(account.data, {
        renderLink: renderRouterLink,
        onSuspend: (suspended) => suspend.mutate(suspended),
        busy: suspend.isPending,
      })}
      notFound={isNotFoundError(account.error)}
      error={account.error ? errorDetail(account.error) : undefined}
      onRetry={() => void account.refetch()}
      renderLink={renderRouterLink}
      audit={audit}
    />
  )
}
