/**
 * A Warren client whose code loads on its first call (issue 17). The domain client carries every response
 * schema and zod with them (≈ 45 kB gzip); the first paint needs none of it, only the calls' results. The entry
 * gets this stand-in at once: every call (`client.vm.list(…)`) waits for the real client's chunk, which starts
 * downloading immediately and in parallel with the route's chunks, then runs on it; once loaded, calls go
 * straight to it. An async member called early only resolves later, exactly like a network call; the two
 * synchronous members (`storage.bucketObjectUrl`, `storage.bucketObjectUploadRequest`) are only called by
 * screens, and `lazyRoute` renders a screen only after `ready` (route-module.ts).
 */

type AnyFunction = (...args: never[]) => unknown

/** Options of {@link lazyClient}. */
export type LazyClientOptions = {
  /**
   * Told of every call made before the client is there (its member path, `['account', 'currentUser']`, and
   * arguments), before it starts to wait: `early-reads.ts` sends the first load's reads at once from here.
   */
  early?: (path: readonly string[], args: readonly unknown[]) => void
}

/** The stand-in of a client that `load` resolves, and when it is ready. `load` starts at once. */
export function lazyClient<T extends object>(
  load: () => Promise<T>,
  options: LazyClientOptions = {},
): { client: T; ready: Promise<T> } {
  let ready: T | undefined
  const loading = load().then((client) => (ready = client))
  // Errors surface on the calls that wait for the client; an unused stand-in must not report an unhandled one.
  loading.catch(() => {})
  const at = (root: object, path: readonly string[]): unknown =>
    path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)
  const stub = (path: readonly string[]): unknown =>
    new Proxy(function stand_in() {}, {
      get: (_target, key) => {
        if (typeof key !== 'string' || key === 'then') return undefined
        const next = [...path, key]
        if (ready) {
          const value = at(ready, next)
          return typeof value === 'function' ? (value as AnyFunction).bind(at(ready, path)) : value
        }
        return stub(next)
      },
      apply: (_target, _this, args: unknown[]) => {
        if (!ready) options.early?.(path, args)
        return loading.then((client) => {
          const fn = at(client, path) as (...a: unknown[]) => unknown
          return fn.apply(at(client, path.slice(0, -1)), args)
        })
      },
    })
  return { client: stub([]) as T, ready: loading }
}
