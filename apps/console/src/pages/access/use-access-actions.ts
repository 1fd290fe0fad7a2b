/**
 * The access section's calls with their SPEC §8 toasts from the domain catalogue: create a token (its secret
 * kept for the one time it is shown), create a delegation group with its users (SPEC §7: the group first, then
 * each user without a toast of its own), and the commands of the token and group pages.
 */
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  messages,
  toastLinkLabels,
  warrenKeys,
  type AccessGroup,
  type ActionMessages,
  type ApiToken,
} from '@cirrus/domain'
import { useServices } from '../../app/services'
import { useResourceCommand } from '../../hooks/use-resource-command'
import { errorDetail, useNotify } from '../../state/toasts'
import {
  delegationRequest,
  delegationRetryParams,
  tokenCreateInput,
  tokenRetryParams,
  type DelegationForm,
  type TokenForm,
} from './access-forms'
import { ACCESS_PATH, delegationPath } from './paths'

/** Every key the access section reads: tokens, groups and grants. */
const ACCESS_KEYS = [
  warrenKeys.scope('api_token'),
  warrenKeys.scope('access_delegation'),
  warrenKeys.scope('access_impersonation'),
] as const

/** The retry link of a failed create. */
function retryLink(href: string, params: URLSearchParams) {
  return [{ label: toastLinkLabels.retry, href: `${href}?${params.toString()}` }]
}

/** Creates an API token: 'API token created', and the created token with its secret (shown once). */
export function useCreateToken() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const texts = messages.token.create
  const mutation = useMutation({
    mutationKey: ['token-create'],
    mutationFn: async (form: TokenForm) => {
      try {
        const created = await client.account.createToken(tokenCreateInput(form))
        notify.success(texts.success)
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('api_token') })
        return created
      } catch (error) {
        notify.error(texts.failure, {
          description: errorDetail(error),
          links: retryLink(texts.retryHref, tokenRetryParams(form)),
        })
        throw error
      }
    },
  })
  return {
    submit: (form: TokenForm) => mutation.mutate(form),
    pending: mutation.isPending,
    created: mutation.data ?? null,
  }
}

/**
 * Creates a delegation group and adds its users (SPEC §7): one toast, 'Delegation access group created', whose
 * second line names the users that could not be added and why; then the group's page.
 */
export function useCreateDelegation() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  const texts = messages.delegation.create
  const mutation = useMutation({
    mutationKey: ['delegation-create'],
    mutationFn: async (form: DelegationForm) => {
      let result
      try {
        result = await client.createDelegation(delegationRequest(form))
      } catch (error) {
        notify.error(texts.failure, {
          description: errorDetail(error),
          links: retryLink(texts.retryHref, delegationRetryParams(form)),
        })
        throw error
      }
      const failed = result.users.flatMap((u) =>
        u.ok ? [] : [`${u.username}: ${errorDetail(u.error) ?? 'refused'}`],
      )
      const href = delegationPath(result.group.id)
      notify.success(texts.success, {
        description: failed.length ? `Not added: ${failed.join('; ')}` : undefined,
        links: [{ label: toastLinkLabels.view, href }],
      })
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('access_delegation') })
      void navigate(href)
      return result
    },
  })
  return { submit: (form: DelegationForm) => mutation.mutate(form), pending: mutation.isPending }
}

/** A command of the token page. */
export type TokenCommand = { type: 'delete' }

/** The token page's commands: delete ('API token deleted'), then the access section. */
export function useTokenActions(token: Pick<ApiToken, 'id'>) {
  const { client } = useServices()
  return useResourceCommand<TokenCommand>({
    mutationKey: ['token-command', token.id],
    call: () => client.account.deleteToken(token.id),
    messages: () => messages.token.delete,
    invalidate: [...ACCESS_KEYS, warrenKeys.token(token.id)],
    detailKey: warrenKeys.token(token.id),
    afterDelete: ACCESS_PATH,
  })
}

/** A command of the delegation group page. */
export type GroupCommand =
  { type: 'delete' } | { type: 'addUser'; username: string } | { type: 'removeUser'; impersonationId: string }

/** The toast texts of a group command (SPEC §8 'Access Delegation …'). */
export function groupCommandMessages(command: Pick<GroupCommand, 'type'>): ActionMessages {
  switch (command.type) {
    case 'delete':
      return messages.delegation.delete
    case 'addUser':
      return messages.delegation.addUser
    case 'removeUser':
      return messages.delegation.deleteUser
  }
}

/** The group page's commands: add and remove users, delete the group (then the access section). */
export function useGroupActions(group: Pick<AccessGroup, 'id'>) {
  const { client } = useServices()
  return useResourceCommand<GroupCommand>({
    mutationKey: ['delegation-command', group.id],
    call: (command) => {
      switch (command.type) {
        case 'delete':
          return client.access.deleteGroup(group.id)
        case 'addUser':
          return client.access.addUser(group.id, { grantee_username: command.username })
        case 'removeUser':
          return client.access.removeUser(group.id, command.impersonationId)
      }
    },
    messages: groupCommandMessages,
    invalidate: [...ACCESS_KEYS, warrenKeys.accessGroup(group.id)],
    detailKey: warrenKeys.accessGroup(group.id),
    afterDelete: ACCESS_PATH,
  })
}
