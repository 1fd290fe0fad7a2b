/**
 * The access section's sidebar (and /section/access on mobile, SPEC §2): the API tokens with their scope and the
 * delegation groups with what they share and their users. Neither costs anything: no prices.
 */
import { useLocation } from 'react-router'
import { Box, Flex } from '@radix-ui/themes'
import { LockClosedIcon, PersonIcon } from '@radix-ui/react-icons'
import type { RenderLink } from '@cirrus/design-system'
import { renderRouterLink } from '../../app/links'
import { SectionList, type SectionListItem } from '../../layout/SectionList'
import type { GroupRow, TokenRow } from './access-rows'
import { accessCreatePath, accessItemOfPath } from './paths'
import { useAccessLists } from './use-access-lists'

/** Tokens as section-list items: description and scope. */
export function tokenListItems(rows: readonly TokenRow[]): SectionListItem[] {
  return rows.map((r) => ({ id: r.id, name: r.name, href: r.href, secondary: r.scope }))
}

/** Groups as section-list items: name, what it shares and its users. */
export function groupListItems(rows: readonly GroupRow[]): SectionListItem[] {
  return rows.map((r) => ({ id: r.id, name: r.name, href: r.href, secondary: `${r.scope} · ${r.members}` }))
}

/** Props of {@link AccessSectionListView}. */
export type AccessSectionListViewProps = {
  tokens: readonly TokenRow[] | undefined
  tokensError?: string | null
  onRetryTokens?: () => void
  groups: readonly GroupRow[] | undefined
  groupsError?: string | null
  onRetryGroups?: () => void
  /** Shows the tokens (the `api_tokens` feature, SPEC §6). @default true */
  showTokens?: boolean
  /** Shows the delegation groups (the `access_delegation` feature, SPEC §6). @default true */
  showGroups?: boolean
  /** The sidebar id of the page shown (`token:7`). */
  activeId?: string
  renderLink: RenderLink
}

/** The two compact lists, one above the other. */
export function AccessSectionListView(props: AccessSectionListViewProps) {
  const { renderLink, activeId, showTokens = true, showGroups = true } = props
  return (
    <Flex direction="column" height="100%" minHeight="0" overflowY="auto">
      <Box flexShrink="0" display={showTokens ? undefined : 'none'}>
        <SectionList
          title="API tokens"
          createLabel="Create API token"
          createHref={accessCreatePath('api_token')}
          items={tokenListItems(props.tokens ?? [])}
          currency="EUR"
          activeId={activeId}
          loading={props.tokens === undefined && !props.tokensError}
          error={props.tokensError}
          onRetry={props.onRetryTokens}
          empty={{
            icon: <LockClosedIcon width="20" height="20" />,
            title: 'No API tokens',
            description: 'Create a token to use the API from scripts, Terraform or curl.',
          }}
          renderLink={renderLink}
          viewAll
        />
      </Box>
      <Box flexShrink="0" display={showGroups ? undefined : 'none'}>
        <SectionList
          title="Delegation groups"
          createLabel="Create group"
          createHref={accessCreatePath('access_delegation')}
          items={groupListItems(props.groups ?? [])}
          currency="EUR"
          activeId={activeId}
          loading={props.groups === undefined && !props.groupsError}
          error={props.groupsError}
          onRetry={props.onRetryGroups}
          empty={{
            icon: <PersonIcon width="20" height="20" />,
            title: 'No delegation groups',
            description: 'Create a group to let other users work with your resources.',
          }}
          renderLink={renderLink}
          viewAll
        />
      </Box>
    </Flex>
  )
}

/** The user's tokens and groups as the sidebar shows them. */
export function AccessSectionList() {
  const { pathname } = useLocation()
  const lists = useAccessLists()
  return (
    <AccessSectionListView
      showTokens={lists.showTokens}
      showGroups={lists.showGroups}
      tokens={lists.tokens}
      tokensError={lists.tokensError}
      onRetryTokens={lists.retryTokens}
      groups={lists.groups}
      groupsError={lists.groupsError}
      onRetryGroups={lists.retryGroups}
      activeId={accessItemOfPath(pathname)}
      renderLink={renderRouterLink}
    />
  )
}
