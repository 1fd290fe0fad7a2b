/** Creating a delegation with its users (SPEC §7 Access delegation). */
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
  const wanted = [...new Set(usernames.map((u) => u.trim()).filter((u) => u !== ''))]
  const users: DelegationUserResult[] = []
  for (const username of wanted) {
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
