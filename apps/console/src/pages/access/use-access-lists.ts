import { useQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { groupRows, tokenRows } from './access-rows'

/** The user's tokens and groups as rows, with their load states (the section page and its sidebar). */
export function useAccessLists() {
  const { queries } = useServices()
  const tokens = useQuery(queries.tokens())
  const groups = useQuery(queries.accessGroups())
  const accounts = useQuery(queries.billingAccounts())
  const accountList = accounts.data ?? []
  return {
    tokens: tokens.data ? tokenRows(tokens.data, accountList) : undefined,
    tokensError: tokens.isError ? tokens.error.message : null,
    retryTokens: () => void tokens.refetch(),
    groups: groups.data ? groupRows(groups.data, accountList) : undefined,
    groupsError: groups.isError ? groups.error.message : null,
    retryGroups: () => void groups.refetch(),
  }
}
