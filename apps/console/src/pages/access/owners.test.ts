import { expect, it } from 'vitest'
import { ownedByText, ownersByUserId, sharedBy } from './owners'

it('marks a resource whose user_id is a grantor’s with the grantor, one’s own not at all (SPEC §6)', () => {
  const owners = ownersByUserId([
    { access_owner: 'ada@example.com', access_owner_id: 7 },
    { access_owner: null, access_owner_id: 9 },
    { access_owner: 'old@example.com', access_owner_id: null },
  ])
  expect(sharedBy(owners, 7)).toBe('ada@example.com')
  expect(sharedBy(owners, 9)).toBe('user 9')
  expect(sharedBy(owners, 3)).toBeUndefined()
  expect(sharedBy(owners, null)).toBeUndefined()
  expect(ownedByText('ada@example.com')).toBe('Owned by ada@example.com')
})
