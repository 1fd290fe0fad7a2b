import { useQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { groupRows, tokenRows } from './access-rows'

/**
 * The user's tokens and groups as rows, with their load states (the section page and its sidebar). Each part
 * shows only while its feature is on (SPEC §6: `api_tokens`, `access_delegation`).
 */
export function useAccessLists() {
  const { queries } = useServices()
  const config = useQuery(queries.consoleConfig())
  const showTokens = config.data?.features.api_tokens ?? true
  const showGroups = config.data?.features.access_delegation ?? true
  const tokens = useQuery({ ...queries.tokens(), enabled: showTokens })
  const groups = useQuery({ ...queries.accessGroups(), enabled: showGroups })
  const accounts = useQuery(queries.billingAccounts())
  const accountList = accounts.data ?? []
  return {
    showTokens,
    showGroups,
    tokens: tokens.data ? tokenRows(tokens.data, accountList) : undefined,
    tokensError: tokens.isError ? tokens.error.message : null,
    retryTokens: () => void tokens.refetch(),
    groups: groups.data ? groupRows(groups.data, accountList) : undefined,
    groupsError: groups.isError ? groups.error.message : null,
    retryGroups: () => void groups.refetch(),
  }
}
