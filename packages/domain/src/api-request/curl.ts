/**
 * `toCurl`: an {@link ApiRequest} as a readable, copy-pasteable POSIX shell command (issue 10). The token stays
 * in the shell: the command sends `apikey: $WARREN_API_TOKEN` (API-NOTES §1.2).
 */
import type { ApiRequest } from './request.js'
import { requestTarget } from './request.js'

/** Options of {@link toCurl}. */
export type CurlOptions = {
  /** The server's root without `/v1`, e.g. `https://api.pilvio.com` or the console's origin. */
  baseUrl: string
  /** The shell variable holding the API token. @default 'WARREN_API_TOKEN' */
  tokenVariable?: string
}

/** Characters a shell word may hold without quotes. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/

/**
 * Quotes one word for a POSIX shell so it reaches the program byte for byte: plain words stay as they are,
 * everything else goes between single quotes (a `'` inside becomes `'\''`). Newlines, `$`, backquotes and
 * unicode are literal inside single quotes.
 */
export function shellQuote(word: string): string {
  if (PLAIN_WORD.test(word)) return word
  return `'${word.replace(/'/g, `'\\''`)}'`
}

/** The `--data-urlencode` arguments of a form body: one per field, a list repeats its key. */
function formArguments(body: Record<string, unknown>): string[] {
  const args: string[] = []
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const v of values) {
      const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)
      // curl takes the name part as already encoded (so '@' or '=' in a key cannot turn it into a file read).
      args.push('--data-urlencode', `${encodeURIComponent(key)}=${text}`)
    }
  }
  return args
}

/** A shell variable name (the token's). */
const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The command's lines, each a list of unquoted arguments; `expand` marks the token header. */
function curlLines(request: ApiRequest, options: CurlOptions): { args: string[]; expand?: boolean }[] {
  const variable = options.tokenVariable ?? 'WARREN_API_TOKEN'
  if (!SHELL_NAME.test(variable)) throw new Error(`Not a shell variable name: ${variable}`)
  const url = `${options.baseUrl.replace(/\/+$/, '')}${requestTarget(request)}`
  const lines: { args: string[]; expand?: boolean }[] = [
    { args: request.method === 'GET' ? [url] : ['-X', request.method, url] },
    { args: ['-H', `apikey: $${variable}`], expand: true },
  ]
  if (request.body === undefined) return lines
  if ((request.encoding ?? 'form') === 'json') {
    lines.push({ args: ['-H', 'Content-Type: application/json'] })
    lines.push({ args: ['--data-raw', JSON.stringify(request.body)] })
  } else {
    const form = formArguments(request.body)
    for (let i = 0; i < form.length; i += 2) lines.push({ args: form.slice(i, i + 2) })
  }
  return lines
}

/**
 * The arguments the shell hands to curl for {@link toCurl}'s command, unquoted, with the token variable
 * already replaced by `token` (for tests and for running the call without a shell).
 */
export function curlArguments(request: ApiRequest, options: CurlOptions & { token: string }): string[] {
  return curlLines(request, options).flatMap(({ args, expand }) =>
    expand ? [args[0]!, `apikey: ${options.token}`] : args,
  )
}

/**
 * The request as a multi-line `curl` command, one option per line:
 *
 * ```sh
 * curl -X POST https://console.example/v1/tll01/storage/disks \
 *   -H "apikey: $WARREN_API_TOKEN" \
 *   --data-urlencode size_gb=20
 * ```
 *
 * Form bodies go as `--data-urlencode` (curl encodes the values), JSON bodies as `--data-raw` with their
 * content type, query fields are encoded into the URL. The token header is double-quoted so the shell expands
 * the variable; every other word is quoted with {@link shellQuote}.
 */
export function toCurl(request: ApiRequest, options: CurlOptions): string {
  return curlLines(request, options)
    .map(({ args, expand }, i) => {
      const words = args.map((arg, j) => (expand && j === 1 ? `"${arg}"` : shellQuote(arg)))
      return i === 0 ? `curl ${words.join(' ')}` : `  ${words.join(' ')}`
    })
    .join(' \\\n')
}
