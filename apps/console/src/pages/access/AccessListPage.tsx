/**
 * /access: the access section's route module — the user's API tokens and delegation groups, each table's search,
 * filters and sort in the URL under its own prefix ("tokens.", "groups.").
 */
import { useTableUrlState } from '@cirrus/app-kit'
import { viewerTimeZone } from '../../app/format'
import { renderRouterLink } from '../../app/links'
import { AccessListView } from './AccessListView'
import { useAccessLists } from './use-access-lists'

/** The access section. */
export default function AccessListPage() {
  const lists = useAccessLists()
  const tokensQuery = useTableUrlState('tokens.')
  const groupsQuery = useTableUrlState('groups.')
  return (
    <AccessListView
      showTokens={lists.showTokens}
      showGroups={lists.showGroups}
      tokens={lists.tokens}
      tokensError={lists.tokensError}
      onRetryTokens={lists.retryTokens}
      groups={lists.groups}
      groupsError={lists.groupsError}
      onRetryGroups={lists.retryGroups}
      timeZone={viewerTimeZone()}
      renderLink={renderRouterLink}
      tokensQuery={tokensQuery}
      groupsQuery={groupsQuery}
    />
  )
}
