import { expect, test } from 'vitest'
import { lazyClient } from '@cirrus/app-kit'

// The stand-in the apps' entry gets for the domain client, whose code is a chunk of its own (issue 17).
function fakeClient() {
  const calls: string[] = []
  return {
    calls,
    client: {
      vm: {
        prefix: 'vm:',
        async list(location: string) {
          calls.push(`list ${location}`)
          return [`${this.prefix}${location}`]
        },
      },
      storage: { url: (name: string) => `/objects/${name}` },
    },
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

test('a call made before the client has loaded waits for it, then runs on it with its own `this`', async () => {
  const real = fakeClient()
  const load = deferred<(typeof real)['client']>()
  const { client, ready } = lazyClient(() => load.promise)
  const list = client.vm.list('tll01')
  expect(real.calls).toEqual([])
  load.resolve(real.client)
  await expect(list).resolves.toEqual(['vm:tll01'])
  await expect(ready).resolves.toBe(real.client)
  expect(real.calls).toEqual(['list tll01'])
})

test('once loaded, members are the real ones: a synchronous member answers synchronously', async () => {
  const real = fakeClient()
  const { client, ready } = lazyClient(async () => real.client)
  await ready
  expect(client.storage.url('b1')).toBe('/objects/b1')
  expect(client.vm.prefix).toBe('vm:')
  await expect(client.vm.list('sto01')).resolves.toEqual(['vm:sto01'])
})

test('a member taken before loading still works after it', async () => {
  const real = fakeClient()
  const { client, ready } = lazyClient(async () => real.client)
  const vm = client.vm
  await ready
  await expect(vm.list('tll01')).resolves.toEqual(['vm:tll01'])
})

test('a client that fails to load fails the calls, not the page', async () => {
  const { client } = lazyClient<ReturnType<typeof fakeClient>['client']>(() =>
    Promise.reject(new Error('chunk failed')),
  )
  await expect(client.vm.list('tll01')).rejects.toThrow('chunk failed')
})
