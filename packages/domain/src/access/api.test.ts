import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { makeAccessGroup, makeImpersonation } from '../fixtures/index.js'
import type { AccessGroup, Impersonation } from './schema.js'

const group = makeAccessGroup()
const imp = makeImpersonation()

describeCalls('Access delegation calls (SPEC §7 Access delegation)', [
  {
    name: 'list: GET user-resource/access_group',
    run: (c) => c.access.listGroups(),
    reply: { body: [{ ...stripTags(group), impersonations: [stripTags(imp)] }] },
    method: 'GET',
    path: '/v1/user-resource/access_group',
    check: (r) => expect((r as AccessGroup[])[0]).toMatchObject({ type: 'access_delegation', id: group.id }),
  },
  {
    name: 'grants: GET user-resource/access_group/impersonation',
    run: (c) => c.access.listGrants(),
    reply: { body: [{ ...stripTags(imp), access_owner_id: 7 }] },
    method: 'GET',
    path: '/v1/user-resource/access_group/impersonation',
    check: (r) =>
      expect((r as Impersonation[])[0]).toMatchObject({ access_owner_id: 7, type: 'access_impersonation' }),
  },
  {
    name: 'create: POST user-resource/access_group (JSON)',
    run: (c) => c.access.createGroup({ name: 'operators', billing_account_id: 1001 }),
    reply: { body: stripTags(group) },
    method: 'POST',
    path: '/v1/user-resource/access_group',
    json: { name: 'operators', billing_account_id: 1001 },
  },
  {
    name: 'delete: DELETE user-resource/access_group/{id}',
    run: (c) => c.access.deleteGroup(group.id),
    reply: { status: 204 },
    method: 'DELETE',
    path: `/v1/user-resource/access_group/${group.id}`,
  },
  {
    name: 'add user: POST …/{delegation_id}/impersonation (grantee_username)',
    run: (c) => c.access.addUser(group.id, { grantee_username: 'bob@example.com' }),
    reply: { body: stripTags(imp) },
    method: 'POST',
    path: `/v1/user-resource/access_group/${group.id}/impersonation`,
    json: { grantee_username: 'bob@example.com' },
    check: (r) => expect(r).toEqual(imp),
  },
  {
    name: 'remove user: DELETE …/impersonation/{impersonation_id}',
    run: (c) => c.access.removeUser(group.id, imp.id),
    reply: { status: 204 },
    method: 'DELETE',
    path: `/v1/user-resource/access_group/${group.id}/impersonation/${imp.id}`,
  },
])
