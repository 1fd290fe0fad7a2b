/** Creating a delegation with its users (SPEC §7 Access delegation). */
import { accessRequests } from '../api-request/access.js'
import type { ApiRequestStep } from '../api-request/request.js'
import type { AccessApi } from './api.js'
import type { AccessGroup, AccessGroupCreateInput, Impersonation } from './schema.js'

/** A delegation group and the usernames to add to it. */
export type CreateDelegationRequest = AccessGroupCreateInput & { usernames?: readonly string[] }

/** The outcome of adding one user. */
export type DelegationUserResult =
  | { username: string; ok: true; impersonation: Impersonation }
  | { username: string; ok: false; error: unknown }

/** What {@link createDelegationFlow} did. */
export type CreateDelegationResult = { group: AccessGroup; users: DelegationUserResult[] }

/**
 * Creates the group, then adds each user one after the other. Per-user outcomes are returned, not toasted
 * or thrown (SPEC §7: "adds each user without a toast"); only a failed group create throws. Usernames are
 * trimmed, blanks dropped and duplicates added once.
 */
export async function createDelegationFlow(
  deps: { access: AccessApi },
  request: CreateDelegationRequest,
): Promise<CreateDelegationResult> {
  const { usernames = [], ...input } = request
  const group = await deps.access.createGroup(input)
  const users: DelegationUserResult[] = []
  for (const username of delegationUsernames(usernames)) {
    try {
      const impersonation = await deps.access.addUser(group.id, { grantee_username: username })
      users.push({ username, ok: true, impersonation })
    } catch (error) {
      users.push({ username, ok: false, error })
    }
  }
  return {
    group: {
      ...group,
      impersonations: [...group.impersonations, ...users.flatMap((u) => (u.ok ? [u.impersonation] : []))],
    },
    users,
  }
}

/** The usernames a delegation create adds, in order: trimmed, blanks dropped, each once. */
function delegationUsernames(usernames: readonly string[]): string[] {
  return [...new Set(usernames.map((u) => u.trim()).filter((u) => u !== ''))]
}

/** The shell variable the shown user calls read the new group's id from. */
const GROUP_ID = 'GROUP_ID'

/**
 * "Show API request" of {@link createDelegationFlow}: the calls it makes, in its order — the group, then one
 * `POST …/access_group/{id}/impersonation` per user. The group's id is known only once the first call answers,
 * so the user calls read it from `$GROUP_ID` (shown, never sent: see `ApiRequest.pathVariables`).
 */
export function createDelegationSteps(request: CreateDelegationRequest): ApiRequestStep[] {
  const { usernames = [], ...input } = request
  const users = delegationUsernames(usernames)
  return [
    {
      title:
        users.length === 0 ? 'Create the group' : `Create the group; set ${GROUP_ID} to the id it answers`,
      request: accessRequests.createGroup(input),
    },
    ...users.map((username) => ({
      title: `Add ${username}`,
      request: {
        ...accessRequests.addUser(GROUP_ID, { grantee_username: username }),
        pathVariables: { [GROUP_ID]: GROUP_ID },
      },
    })),
  ]
}
