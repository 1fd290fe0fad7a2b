/**
 * The header a client without an API token sends (CONTRACTS, CSRF defence): the session cookie is only honoured
 * with it. A module of its own, without zod, so an app's entry can send its first reads with it (issue 17,
 * app-kit `early-reads.ts`) before the client's code has loaded.
 */
export const CONSOLE_CLIENT_HEADERS: Readonly<Record<string, string>> = { 'X-Cirrus-Client': 'console' }
