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

/** A part of a shell word: literal text, or a shell variable the shell expands. */
type Part = string | { variable: string }
/** One argument of the command: literal text, or parts some of which are shell variables. */
type Word = string | Part[]

/** A shell variable name (the token's, a secret's). */
const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

function variable(name: string): { variable: string } {
  if (!SHELL_NAME.test(name)) throw new Error(`Not a shell variable name: ${name}`)
  return { variable: name }
}

/** The `--data-urlencode` arguments of a form body: one per field, a list repeats its key; secrets as variables. */
function formArguments(body: Record<string, unknown>, secrets: Readonly<Record<string, string>>): Word[] {
  const args: Word[] = []
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    // curl takes the name part as already encoded (so '@' or '=' in a key cannot turn it into a file read).
    const name = encodeURIComponent(key)
    const secret = secrets[key]
    if (secret !== undefined) {
      args.push('--data-urlencode', [`${name}=`, variable(secret)])
      continue
    }
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const v of values) {
      const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)
      args.push('--data-urlencode', `${name}=${text}`)
    }
  }
  return args
}

/**
 * A JSON body as one word; a secret's value comes from its variable, spliced into the JSON string (the value
 * is inserted as the shell holds it: one without `"` or `\` keeps the JSON valid).
 */
function jsonArgument(body: Record<string, unknown>, secrets: Readonly<Record<string, string>>): Word {
  const marks = new Map<string, string>()
  const masked = Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      const secret = secrets[key]
      if (secret === undefined || value === undefined) return [key, value]
      const mark = `\u0000${marks.size}\u0000`
      marks.set(mark, secret)
      return [key, mark]
    }),
  )
  const text = JSON.stringify(masked)
  if (marks.size === 0) return text
  const parts: Part[] = []
  for (const piece of text.split(/(\\u0000\d+\\u0000)/)) {
    const secret = marks.get(piece.replace(/\\u0000/g, '\u0000'))
    if (secret !== undefined) parts.push(variable(secret))
    else if (piece !== '') parts.push(piece)
  }
  return parts
}

/** The URL as one word: the path segments of `pathVariables` become their shell variables. */
function urlWord(request: ApiRequest, baseUrl: string): Word {
  const url = `${baseUrl.replace(/\/+$/, '')}${requestTarget(request)}`
  const stand = Object.entries(request.pathVariables ?? {})
  if (stand.length === 0) return url
  const bySegment = new Map(stand.map(([segment, name]) => [encodeURIComponent(segment), variable(name)]))
  const parts: Part[] = []
  // Split at every '/', '?' and '&', keeping them, so only whole segments are replaced; literal text is joined.
  for (const piece of url.split(/([/?&])/)) {
    const name = bySegment.get(piece)
    const last = parts.at(-1)
    if (name) parts.push(name)
    else if (typeof last === 'string') parts[parts.length - 1] = last + piece
    else parts.push(piece)
  }
  return parts
}

/** The command's lines, each a list of words. */
function curlLines(request: ApiRequest, options: CurlOptions): Word[][] {
  const token = variable(options.tokenVariable ?? 'WARREN_API_TOKEN')
  const url = urlWord(request, options.baseUrl)
  const lines: Word[][] = [
    request.method === 'GET' ? [url] : ['-X', request.method, url],
    ['-H', ['apikey: ', token]],
  ]
  if (request.body === undefined) return lines
  const secrets = request.secrets ?? {}
  if ((request.encoding ?? 'form') === 'json') {
    lines.push(['-H', 'Content-Type: application/json'])
    lines.push(['--data-raw', jsonArgument(request.body, secrets)])
  } else {
    const form = formArguments(request.body, secrets)
    for (let i = 0; i < form.length; i += 2) lines.push(form.slice(i, i + 2))
  }
  return lines
}

/** Text a double-quoted shell word holds literally. */
const DOUBLE_QUOTE_SAFE = /^[^"$`\\!]*$/

/**
 * A word for the shell with its variables expanded: all in double quotes when the literal parts allow it
 * (`"apikey: $WARREN_API_TOKEN"`), else literal parts single-quoted and each variable double-quoted.
 */
function quoteWord(word: Word): string {
  if (typeof word === 'string') return shellQuote(word)
  if (word.every((part) => typeof part !== 'string' || DOUBLE_QUOTE_SAFE.test(part))) {
    const text = word.map((part, i) => {
      if (typeof part === 'string') return part
      // `$NAME` unless a name character follows, which would lengthen the name: then `${NAME}`.
      const next = word[i + 1]
      return typeof next === 'string' && /^[A-Za-z0-9_]/.test(next)
        ? `\${${part.variable}}`
        : `$${part.variable}`
    })
    return `"${text.join('')}"`
  }
  return word.map((part) => (typeof part === 'string' ? shellQuote(part) : `"$${part.variable}"`)).join('')
}

/**
 * The arguments the shell hands to curl for {@link toCurl}'s command, unquoted, with the token variable replaced
 * by `token` and each secret's variable by its value in `variables` (for tests and for running the call without a
 * shell).
 */
export function curlArguments(
  request: ApiRequest,
  options: CurlOptions & { token: string; variables?: Readonly<Record<string, string>> },
): string[] {
  const tokenVariable = options.tokenVariable ?? 'WARREN_API_TOKEN'
  const values: Record<string, string> = { ...options.variables, [tokenVariable]: options.token }
  return curlLines(request, options).flatMap((words) =>
    words.map((word) =>
      typeof word === 'string'
        ? word
        : word.map((part) => (typeof part === 'string' ? part : (values[part.variable] ?? ''))).join(''),
    ),
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
 * content type, query fields are encoded into the URL. The token and the request's `secrets` are shell variables,
 * double-quoted so the shell expands them (a password never appears in the command); every other word is quoted
 * with {@link shellQuote}.
 */
export function toCurl(request: ApiRequest, options: CurlOptions): string {
  return curlLines(request, options)
    .map((words, i) => {
      const text = words.map(quoteWord).join(' ')
      return i === 0 ? `curl ${text}` : `  ${text}`
    })
    .join(' \\\n')
}
