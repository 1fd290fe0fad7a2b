/**
 * Impersonation (SPEC §6): a user added to someone's delegation group sees that owner's resources in their own
 * console. The grants they received (`GET …/access_group/impersonation`) name each owner; every list marks a
 * shared resource (its `user_id` is an owner's) with the owner's username: its row builder sets `owner` with
 * {@link sharedBy}, and the list shows it with `OwnedName` (tables) or `SectionListItem.owner` (section lists).
 */
import { useQuery } from '@tanstack/react-query'
import type { Impersonation } from '@cirrus/domain'
import { useServices } from '../../app/services'

/** The owners whose resources the user sees, by user id. */
export type ResourceOwners = ReadonlyMap<number, string>

/** What a list row says about its owner: the grantor's username when it is shared with the user (SPEC §6). */
export type SharedRow = {
  /** The owner's username when the resource is shared with the user through delegation, else undefined. */
  owner?: string
}

/** The owners of a user's grants by their user id (grants without an owner id are left out). */
export function ownersByUserId(
  grants: readonly Pick<Impersonation, 'access_owner' | 'access_owner_id'>[],
): ResourceOwners {
  const owners = new Map<number, string>()
  for (const g of grants) {
    if (g.access_owner_id !== null)
      owners.set(g.access_owner_id, g.access_owner ?? `user ${g.access_owner_id}`)
  }
  return owners
}

/** The owner to mark a resource with: a grantor's username, or undefined for the user's own. */
export function sharedBy(
  owners: ResourceOwners | undefined,
  userId: number | null | undefined,
): string | undefined {
  return userId === null || userId === undefined ? undefined : owners?.get(userId)
}

/** `Owned by ada@example.com`: how lists mark a shared resource. */
export function ownedByText(owner: string): string {
  return `Owned by ${owner}`
}

/** The owners of what the signed-in user sees through delegation (empty while loading or on failure). */
export function useResourceOwners(): ResourceOwners {
  const { queries } = useServices()
  const grants = useQuery(queries.accessGrants())
  return ownersByUserId(grants.data ?? [])
}
