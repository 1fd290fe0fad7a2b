import { describe, expect, test } from 'vitest'
import { useRecorder } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { makeAccessGroup, makeImpersonation } from '../fixtures/index.js'
import { curlArguments } from '../api-request/curl.js'
import { createDelegationSteps } from './flows.js'

const group = makeAccessGroup({ impersonations: [] })

describe('createDelegation: create the group, then add each user (SPEC §7)', () => {
  const ctx = useRecorder()

  test('without usernames only the group is created', async () => {
    ctx.server.reply({ body: stripTags(group) })
    const result = await ctx.client.createDelegation({ name: 'operators' })
    expect(ctx.server.requests).toHaveLength(1)
    expect(result.users).toEqual([])
  })

  test('group first, then one impersonation call per user, in order; per-user results returned', async () => {
    ctx.server.reply(
      { body: stripTags(group) },
      { body: stripTags(makeImpersonation({ grantee_username: 'bob' }, 1)) },
      { status: 404, body: { message: 'User not found' } },
      { body: stripTags(makeImpersonation({ grantee_username: 'eve' }, 3)) },
    )
    const result = await ctx.client.createDelegation({
      name: 'operators',
      billing_account_id: 1001,
      usernames: ['bob', ' ghost ', 'eve', 'bob', ''],
    })
    expect(ctx.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/user-resource/access_group',
      `POST /v1/user-resource/access_group/${group.id}/impersonation`,
      `POST /v1/user-resource/access_group/${group.id}/impersonation`,
      `POST /v1/user-resource/access_group/${group.id}/impersonation`,
    ])
    expect(JSON.parse(ctx.server.requests[0]!.rawBody)).toEqual({
      name: 'operators',
      billing_account_id: 1001,
    })
    expect(ctx.server.requests.slice(1).map((r) => JSON.parse(r.rawBody))).toEqual([
      { grantee_username: 'bob' },
      { grantee_username: 'ghost' },
      { grantee_username: 'eve' },
    ])
    expect(result.users.map((u) => [u.username, u.ok])).toEqual([
      ['bob', true],
      ['ghost', false],
      ['eve', true],
    ])
    expect(result.group.impersonations.map((i) => i.grantee_username)).toEqual(['bob', 'eve'])
  })

  test('a failed group create throws and adds nobody', async () => {
    ctx.server.reply({ status: 400, body: { errors: { name: 'Required' } } })
    await expect(ctx.client.createDelegation({ name: 'x', usernames: ['bob'] })).rejects.toMatchObject({
      status: 400,
    })
    expect(ctx.server.requests).toHaveLength(1)
  })

  test('"Show API request" shows the calls it sends, in order; the user calls read the id from $GROUP_ID', async () => {
    ctx.server.reply(
      { body: stripTags(group) },
      { body: stripTags(makeImpersonation({ grantee_username: 'bob' }, 1)) },
      { body: stripTags(makeImpersonation({ grantee_username: 'eve' }, 2)) },
    )
    const request = { name: 'operators', billing_account_id: 1001, usernames: ['bob', ' eve ', 'bob', ''] }
    await ctx.client.createDelegation(request)
    const steps = createDelegationSteps(request)
    expect(steps.map((s) => s.title)).toEqual([
      'Create the group; set GROUP_ID to the id it answers',
      'Add bob',
      'Add eve',
    ])
    // What the shell runs once GROUP_ID holds the id the first call answered.
    const shown = steps.map(({ request: r }) => {
      const args = curlArguments(r, { baseUrl: 'http://x', token: 't', variables: { GROUP_ID: group.id } })
      return `${r.method} ${new URL(args[2]!).pathname} ${args.at(-1)}`
    })
    expect(shown).toEqual(ctx.server.requests.map((r) => `${r.method} ${r.path} ${r.rawBody}`))
  })

  test('without usernames it shows the group call alone', () => {
    expect(createDelegationSteps({ name: 'operators' })).toEqual([
      { title: 'Create the group', request: expect.objectContaining({ method: 'POST' }) },
    ])
  })
})
