/**
 * The reads every signed-in screen needs first (SPEC §2 "Customer app", §9), by the client member that sends
 * each: the user (the proof of a session), the console's configuration, the locations and the prices. The page
 * sends them before the console's code has loaded (`first-reads.js`, app-kit `vite/first-reads.ts`, issue 17);
 * `main-loader.ts` then asks them through the query cache and the client takes those answers.
 */
import type { FirstLoadCall } from '@cirrus/domain'

export const SESSION_READS = [
  'account.currentUser',
  'account.consoleConfig',
  'account.locations',
  'account.priceList',
] as const satisfies readonly FirstLoadCall[]
