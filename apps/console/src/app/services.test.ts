import { describe, expect, it } from 'vitest'
import { warrenKeys } from '@cirrus/domain'
import { createQueryClient } from './services'

describe('the server-state cache', () => {
  const run = (client: ReturnType<typeof createQueryClient>, mutationFn: () => Promise<unknown>) =>
    client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => {})

  it('marks the quotas stale after every successful change, so the profile page shows the new usage', async () => {
    const client = createQueryClient()
    client.setQueryData(warrenKeys.quotas(), [])
    client.setQueryData(warrenKeys.priceList(), { currencies: {} })
    await run(client, () => Promise.reject(new Error('refused')))
    expect(client.getQueryState(warrenKeys.quotas())?.isInvalidated).toBe(false)
    await run(client, () => Promise.resolve({ uuid: 'new' }))
    expect(client.getQueryState(warrenKeys.quotas())?.isInvalidated).toBe(true)
    // Only the quotas: other server state is invalidated by the action that knows what it changed.
    expect(client.getQueryState(warrenKeys.priceList())?.isInvalidated).toBe(false)
  })
})
