import { Flex, Heading, Text } from '@radix-ui/themes'
import type { RenderLink } from '@cirrus/design-system'
import type { TableQueryProps } from '@cirrus/app-kit'
import type { GroupRow, TokenRow } from './access-rows'
import { AccessCreateButton, GroupTable, TokenTable } from './AccessTables'

/** Props of {@link AccessListView}. */
export type AccessListViewProps = {
  /** The user's API tokens; undefined while they load. */
  tokens: readonly TokenRow[] | undefined
  /** Why the tokens could not be loaded. */
  tokensError?: string | null
  /** Retries the tokens. */
  onRetryTokens?: () => void
  /** The user's delegation groups; undefined while they load. */
  groups: readonly GroupRow[] | undefined
  /** Why the groups could not be loaded. */
  groupsError?: string | null
  /** Retries the groups. */
  onRetryGroups?: () => void
  /** Shows the tokens (the `api_tokens` feature, SPEC §6). @default true */
  showTokens?: boolean
  /** Shows the delegation groups (the `access_delegation` feature, SPEC §6). @default true */
  showGroups?: boolean
  /** The viewer's time zone for creation times. */
  timeZone: string
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The tokens table's search, filters and sort in the URL (`useTableUrlState('tokens.')`). */
  tokensQuery?: TableQueryProps
  /** The groups table's search, filters and sort in the URL (`useTableUrlState('groups.')`). */
  groupsQuery?: TableQueryProps
}

/**
 * The access section (SPEC §2 side nav "access": api_token, access_delegation): the API tokens that reach the
 * API (global or restricted to one billing account) and the delegation groups that share resources with other
 * users, each with its create button, also when empty.
 */
export function AccessListView({
  tokens,
  tokensError,
  onRetryTokens,
  groups,
  groupsError,
  onRetryGroups,
  showTokens = true,
  showGroups = true,
  timeZone,
  renderLink,
  tokensQuery,
  groupsQuery,
}: AccessListViewProps) {
  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          Access
        </Heading>
        <Text size="2" color="gray">
          API tokens for scripts and tools; delegation groups to let other users work with your resources
        </Text>
      </Flex>
      {showTokens && (
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4">
              API tokens
            </Heading>
            {tokens && tokens.length > 0 && (
              <AccessCreateButton type="api_token" renderLink={renderLink} variant="soft" />
            )}
          </Flex>
          <TokenTable
            rows={tokens}
            error={tokensError}
            onRetry={onRetryTokens}
            renderLink={renderLink}
            timeZone={timeZone}
            tableQuery={tokensQuery}
          />
        </Flex>
      )}
      {showGroups && (
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4">
              Delegation groups
            </Heading>
            {groups && groups.length > 0 && (
              <AccessCreateButton type="access_delegation" renderLink={renderLink} variant="soft" />
            )}
          </Flex>
          <GroupTable
            rows={groups}
            error={groupsError}
            onRetry={onRetryGroups}
            renderLink={renderLink}
            tableQuery={groupsQuery}
          />
        </Flex>
      )}
    </Flex>
  )
}
