/**
 * The GraphQL address, derived from the page host (SPEC §7 Other). Pure: the caller passes the page URL.
 *
 * Rule (interpretation; Warren operators serve the console and the API on sibling hosts, API-NOTES §0):
 * 1. Local and development hosts (`localhost`, `*.localhost`, IP literals) and any page with an explicit port
 *    use the page's own origin: the reference platform serves the console, the API and GraphQL together.
 * 2. A page on an `api.` host uses that host: `https://api.example.com/graphql`.
 * 3. A page on a console-style host (first label `console`, `app`, `my`, `portal`, `cloud` or `admin`) uses
 *    the sibling API host: `app.pilvio.com` → `https://api.pilvio.com/graphql`.
 * 4. Any other host serves everything itself: `https://{host}/graphql`.
 * The path is `/graphql` unless the console config names another (`ConsoleConfig.graphqlPath`).
 */

/** First host labels that mark a console page whose API lives on the `api.` sibling host. */
export const CONSOLE_HOST_LABELS = ['console', 'app', 'my', 'portal', 'cloud', 'admin'] as const

/** The default GraphQL path. */
export const DEFAULT_GRAPHQL_PATH = '/graphql'

function isLocalHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '')
  return (
    h === 'localhost' || h.endsWith('.localhost') || /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':') // IPv6 literal
  )
}

/**
 * The origin of the API for a page, by the rule above (steps 1–4 without the path).
 * @param pageUrl the page's URL, e.g. `window.location.href`
 */
export function apiOriginForPage(pageUrl: string | URL): string {
  const url = new URL(pageUrl)
  if (isLocalHost(url.hostname) || url.port !== '') return url.origin
  const [first, ...rest] = url.hostname.split('.')
  if (first === 'api') return `https://${url.hostname}`
  if (rest.length >= 2 && (CONSOLE_HOST_LABELS as readonly string[]).includes(first ?? '')) {
    return `https://api.${rest.join('.')}`
  }
  return `https://${url.hostname}`
}

/**
 * The GraphQL endpoint for a page (SPEC §7 Other; rule in this file's header).
 * @param pageUrl the page's URL, e.g. `window.location.href`
 * @param graphqlPath the path from the console config. @default '/graphql'
 */
export function graphqlUrlForPage(pageUrl: string | URL, graphqlPath: string = DEFAULT_GRAPHQL_PATH): string {
  const path = graphqlPath.startsWith('/') ? graphqlPath : `/${graphqlPath}`
  return `${apiOriginForPage(pageUrl)}${path}`
}
