/**
 * The dashboard's totals off the main thread (issue 17, a big account): this module Web Worker reads each
 * location's VMs and IPs with the domain client (same origin, the session's cookie: `credentials: 'same-origin'` and the
 * console's `X-Cirrus-Client` header, as the page's client), parses and prices them (./dashboard-totals.ts) and
 * posts back only the summary — a 10,000-VM `vm/list` never reaches the page. Started by ./use-dashboard-summary.ts;
 * one question in (its number, the origin and the small inputs), one answer out (the summary, or the failure).
 */
import { createVmClient } from '@cirrus/domain/client'
import { answerTotals, type ResourceReader, type TotalsQuestion } from './dashboard-totals'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TotalsQuestion>) => void) | null
  postMessage: (message: unknown) => void
}

/** The client of the origin asked last (one per worker: the console has one origin). */
let client: { baseUrl: string; read: ResourceReader } | undefined

scope.onmessage = (event) => {
  const { baseUrl } = event.data
  if (client?.baseUrl !== baseUrl) {
    const { vm, ip } = createVmClient({ baseUrl, credentials: 'same-origin' })
    client = { baseUrl, read: { vms: (location) => vm.list(location), ips: (location) => ip.list(location) } }
  }
  void answerTotals(client.read, event.data).then((answer) => scope.postMessage(answer))
}
