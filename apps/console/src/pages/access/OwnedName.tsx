/**
 * Impersonation marking (SPEC §6): the one way a list shows that a resource is another user's, shared with the
 * signed-in user through a delegation group. Row builders fill `owner` with `sharedBy(owners, item.user_id)`
 * (./owners.ts); tables show the name with {@link OwnedName}, the compact lists (the sidebar, /section/{name})
 * put {@link OwnedByNote} beside the row's secondary facts.
 */
import type { ReactNode } from 'react'
import { Flex, Text } from '@radix-ui/themes'
import { ownedByText } from './owners'

/** Props of {@link OwnedName}. */
export type OwnedNameProps = {
  /** The resource's name (text, or its link). */
  name: ReactNode
  /** The owner's username when the resource is shared with the user; undefined for the user's own. */
  owner?: string
}

/** A listed resource's name, with "Owned by {owner}" under it when it is shared with the user. */
export function OwnedName({ name, owner }: OwnedNameProps) {
  if (!owner) return <>{name}</>
  return (
    <Flex direction="column">
      <Text>{name}</Text>
      <OwnedByNote owner={owner} />
    </Flex>
  )
}

/** "Owned by {owner}" in small gray text, or nothing for the user's own resource. */
export function OwnedByNote({ owner }: { owner?: string }) {
  if (!owner) return null
  return (
    <Text size="1" color="gray" truncate>
      {ownedByText(owner)}
    </Text>
  )
}
