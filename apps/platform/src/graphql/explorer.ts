/**
 * The offline GraphQL explorer (issue 13): GraphiQL as bundled by @graphql-yoga/render-graphiql, served as files
 * of this server so nothing comes from a CDN and the page keeps the strict Content-Security-Policy (no inline
 * script: http/security.ts). That package renders one HTML page with everything inline (9 MB); here its bundled
 * script, stylesheet and the editor's web workers are served as separate same-origin files instead.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CLIENT_HEADER } from '../http/auth.js'

/** The explorer's address prefix for its files. */
export const EXPLORER_ASSETS = '/graphql/explorer'

type Bundle = {
  js: string
  css: string
  editorWorkerService: string
  jsonWorker: string
  graphqlWorker: string
}

let bundle: Promise<Bundle> | undefined

/** The bundled GraphiQL files, read once (lazily: they are large and only administrators open the explorer). */
function loadBundle(): Promise<Bundle> {
  bundle ??= (async () => {
    const main = createRequire(import.meta.url).resolve('@graphql-yoga/render-graphiql')
    // The package exports only its HTML renderer; its bundle module sits beside it (esm/ or cjs/graphiql.js).
    const file = join(dirname(main).replace(/cjs$/, 'esm'), 'graphiql.js')
    return (await import(pathToFileURL(file).href)) as Bundle
  })()
  return bundle
}

/** The explorer's files by name: content type and how to get the text. */
export const EXPLORER_FILES: Record<string, { type: string; text: (b: Bundle) => string }> = {
  'graphiql.js': { type: 'text/javascript; charset=utf-8', text: (b) => b.js },
  'graphiql.css': { type: 'text/css; charset=utf-8', text: (b) => b.css },
  'editor.worker.js': { type: 'text/javascript; charset=utf-8', text: (b) => b.editorWorkerService },
  'json.worker.js': { type: 'text/javascript; charset=utf-8', text: (b) => b.jsonWorker },
  'graphql.worker.js': { type: 'text/javascript; charset=utf-8', text: (b) => b.graphqlWorker },
  'start.js': { type: 'text/javascript; charset=utf-8', text: () => START },
}

/** The text of one explorer file, or undefined for an unknown name. */
export async function explorerFile(name: string): Promise<{ type: string; body: string } | undefined> {
  const file = Object.hasOwn(EXPLORER_FILES, name) ? EXPLORER_FILES[name] : undefined
  return file && { type: file.type, body: file.text(await loadBundle()) }
}

const DEFAULT_QUERY = `# The admin read side of Cirrus. Only administrators may query it.
# Depth and cost are limited; lists take offset and limit (at most 100).
{
  virtualMachines(limit: 5) {
    total
    items { name status location publicIpv4 ownerEmail }
  }
}
`

// Monaco starts its web workers from these same-origin files (a blob: worker would break the CSP); the
// console's CSRF header goes with every request the explorer sends with the session cookie (CONTRACTS.md).
const START = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    var files = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
    return '${EXPLORER_ASSETS}/' + (files[label] || 'editor.worker.js');
  },
};
YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${JSON.stringify({
  endpoint: '/graphql',
  title: 'Cirrus GraphQL explorer',
  defaultQuery: DEFAULT_QUERY,
  headers: JSON.stringify({ [CLIENT_HEADER]: 'console' }),
  credentials: 'same-origin',
})});
`

/** The explorer page: only same-origin files, no inline script (http/security.ts). */
export const EXPLORER_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Cirrus GraphQL explorer</title>
    <link rel="stylesheet" href="${EXPLORER_ASSETS}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run the GraphQL explorer.</noscript>
    <div id="root"></div>
    <script src="${EXPLORER_ASSETS}/graphiql.js"></script>
    <script src="${EXPLORER_ASSETS}/start.js"></script>
  </body>
</html>
`
