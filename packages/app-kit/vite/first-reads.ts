/**
 * The session reads from the page itself (issue 17). An app's first screen waits for its user, configuration,
 * locations and prices; sent from the entry they leave only once the entry (≈ 130 kB gzip) has downloaded, been
 * compiled and run its imports. This plugin emits `first-reads.js`, a few lines of plain script that the page
 * runs from <head>, before its module graph loads, so the platform answers them while the browser is still
 * fetching the app's code: it sends the reads the app names (the domain's `firstLoadRequests`, as the client sends
 * them, with the console's session header) and leaves the answers in `window.__cirrusFirstReads`, where the app's
 * services take them over (`src/early-reads.ts` `takePageFirstReads`); the client then parses them as its own.
 * Nothing is sent on the pages used without a session. A file, not inline: the platform's Content-Security-Policy
 * allows no inline script (`script-src 'self'`). Both apps' Vite configs add `firstReads(…)`.
 */
import type { Plugin } from 'vite'
import {
  CONSOLE_CLIENT_HEADERS,
  firstLoadRequests,
  requestTarget,
  type ApiRequest,
  type FirstLoadCall,
} from '@cirrus/domain'
import { FIRST_READS_GLOBAL } from '../src/early-reads'
import { headScript } from '../theme-init.mjs'

/** The reads a page can send on its own: those whose builder takes no argument (no location to choose). */
export type PageFirstRead = {
  [K in FirstLoadCall]: Parameters<(typeof firstLoadRequests)[K]> extends [] ? K : never
}[FirstLoadCall]

/** Options of {@link firstReads}. */
export type FirstReadsOptions = {
  /** The reads to send, by the client member that sends each (`'account.currentUser'`). */
  reads: readonly PageFirstRead[]
  /** Paths (below the app's base) where nothing is sent: the pages used without a session. */
  skipPaths: readonly string[]
}

/** The script itself (plain ES5, no module: it runs before anything else). */
export function firstReadsScript({ reads, skipPaths }: FirstReadsOptions, base = '/'): string {
  // The API answers at the origin's root whatever the app's base (`/admin/`): the client's base URL is the origin.
  const targets = reads.map((read) => requestTarget((firstLoadRequests[read] as () => ApiRequest)()))
  const skip = skipPaths.flatMap((p) => [`${base.replace(/\/$/, '')}${p}`, `${base.replace(/\/$/, '')}${p}/`])
  return `(function () {
  try {
    if (${JSON.stringify(skip)}.indexOf(location.pathname) >= 0 || typeof fetch !== 'function') return;
    var reads = {};
    ${JSON.stringify(targets)}.forEach(function (target) {
      reads[target] = fetch(target, { headers: ${JSON.stringify(CONSOLE_CLIENT_HEADERS)}, credentials: 'same-origin' });
      reads[target].catch(function () {});
    });
    window[${JSON.stringify(FIRST_READS_GLOBAL)}] = reads;
  } catch (e) {
    /* the app sends them itself */
  }
})();
`
}

/** A Vite plugin: `first-reads.js` in the build (and the dev server) and a <script> for it in <head>. */
export function firstReads(options: FirstReadsOptions): Plugin {
  return headScript('cirrus-first-reads', 'first-reads.js', (base) => firstReadsScript(options, base))
}
