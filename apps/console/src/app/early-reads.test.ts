import { expect, test } from 'vitest'
import { createEarlyReads, isUnauthorized, lazyClient } from '@cirrus/app-kit'
import { createWarrenClient, firstLoadRequests, type WarrenClient } from '@cirrus/domain'
import { makeLocation } from '@cirrus/domain/fixtures'
import { fetchDouble, json } from '../test/render'

// Issue 17: the first load's reads go out before the client's code (zod, every schema) has arrived; the client
// takes their answers and parses them as its own.
const base = 'http://console.test'
const locations = [makeLocation({ slug: 'tll01' }, 1)]

function setup(routes: Parameters<typeof fetchDouble>[0]) {
  const api = fetchDouble(routes)
  // What went out, recorded as it is sent (the double records once it has read the body).
  const sent: string[] = []
  const send: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    sent.push(`${url.pathname}${url.search}`)
    return api.fetch(input, init)
  }
  const early = createEarlyReads(base, { fetch: send })
  let load!: () => void
  const loaded = new Promise<void>((r) => (load = r))
  const { client, ready } = lazyClient<WarrenClient>(
    () => loaded.then(() => createWarrenClient({ baseUrl: base, fetch: early.fetch })),
    { early: early.startCall },
  )
  return { api, sent, early, client, ready, load }
}

test('a first-load read goes out before the client has loaded, once, and the client parses its answer', async () => {
  const { sent, client, load } = setup({
    'GET /v1/config/locations': () => json(locations),
    'GET /v1/tll01/user-resource/vm/page': () =>
      json({ items: [], total: 0, page: 1, per_page: 50, status_counts: {} }),
  })
  const read = client.account.locations()
  const page = client.vm.page('tll01', { page: 1, sort: 'name' })
  expect(sent).toEqual(['/v1/config/locations', '/v1/tll01/user-resource/vm/page?page=1&sort=name'])
  load()
  await expect(read).resolves.toEqual(locations)
  await expect(page).resolves.toMatchObject({ total: 0, items: [] })
  expect(sent).toHaveLength(2)
  // The next read of the same is the client's own call.
  await expect(client.account.locations()).resolves.toEqual(locations)
  expect(sent).toHaveLength(3)
})

test('a call the domain does not name waits for the client', async () => {
  const { sent, client, load } = setup({ 'GET /v1/config/vm_images': () => json([]) })
  const images = client.image.listVmImages()
  expect(sent).toEqual([])
  load()
  await expect(images).resolves.toEqual([])
  expect(sent).toEqual(['/v1/config/vm_images'])
})

test('an early answer without a session fails the call as the client’s own would (a 401)', async () => {
  const { client, load } = setup({ 'GET /v1/user-resource/user': () => json({ message: 'no session' }, 401) })
  const user = client.account.currentUser()
  load()
  const error = await user.catch((e: unknown) => e)
  expect(isUnauthorized(error)).toBe(true)
})

test('an early answer that does not fit its schema fails the call once the client checks it', async () => {
  const { client, load } = setup({ 'GET /v1/config/locations': () => json([{ slug: 7 }]) })
  const read = client.account.locations()
  load()
  await expect(read).rejects.toThrow(/locations/)
})

test('peek gives a loader the body as it came, before the client is there; nothing for a read not sent', async () => {
  const { early, client } = setup({ 'GET /v1/config/locations': () => json(locations) })
  void client.account.locations().catch(() => {})
  await expect(early.peek(firstLoadRequests['account.locations']())).resolves.toEqual(
    JSON.parse(JSON.stringify(locations)),
  )
  await expect(early.peek(firstLoadRequests['account.priceList']())).resolves.toBeUndefined()
})
