/** /users/{id}: the route module of a user's admin page (issue 13). */
import { useParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { renderRouterLink } from '../../app/links'
import { adminKeys } from '../../app/queries'
import { useResourceAudit } from '../../app/use-resource-audit'
import { UserDetailView } from './UserDetailView'

/** A user's admin page. */
export default function UserDetailPage() {
  const { client, queries } = useServices()
  const queryClient = useQueryClient()
  const id = Number(useParams().id)
  const detail = useQuery({
    queryKey: [...adminKeys.all, 'user', id],
    queryFn: ({ signal }) => client.admin.user(id, { signal }),
  })
  const me = useQuery(queries.currentUser())
  const audit = useResourceAudit({ type: 'user', id: String(id) })
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all })
  const suspend = useMutation({
    mutationFn: (suspended: boolean) => client.admin.suspendUser({ id, suspended }),
    onSettled: refresh,
  })
  const role = useMutation({
    mutationFn: (isAdmin: boolean) => client.admin.setUserAdmin({ id, is_admin: isAdmin }),
    onSettled: refresh,
  })
  return (
    <UserDetailView
      detail={detail.data}
      error={detail.error ? errorDetail(detail.error) : undefined}
      onRetry={() => void detail.refetch()}
      onSuspend={(suspended) => suspend.mutate(suspended)}
      onSetAdmin={(isAdmin) => role.mutate(isAdmin)}
      busy={suspend.isPending || role.isPending}
      isSelf={me.data?.id === id}
      audit={audit}
      renderLink={renderRouterLink}
    />
  )
}
