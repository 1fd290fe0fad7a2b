/**
 * The dashboard's summary, computed entirely off the main thread (issue 17, a big account): a Web Worker reads
 * each location's VMs and IPs (`GET vm/list`, `ip_addresses`, with the session's cookie), parses and prices them and
 * posts back only the summary (./dashboard-totals.ts, ./dashboard-summary.worker.ts). The page only sends the small
 * inputs it has read (billing accounts, prices, owners) and shows the answer. Why a worker and not the server: the totals
 * are the domain's prices (the same figures as every list and the VM page), one implementation in one place; the
 * server would need a second, parallel implementation of the dashboard's grouping.
 *
 * The job is a query (key under the VMs' scope, so whatever refreshes VMs — an activity event — refreshes the
 * totals): its failures go through the query cache like any read (a 401 ends the session, a network error is
 * retried, then shown with its message). Where `Worker` is missing (unit tests) or fails to start, the job runs
 * here with the page's own client. The previous summary stays on screen while a new one computes.
 */
import { useEffect, useRef, useState } from 'react'
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { GLOBAL_SCOPE, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { timing } from '../../app/timing'
import type { DashboardSummary } from './dashboard-summary'
import {
  dashboardTotals,
  fromFailure,
  type DashboardTotalsRequest,
  type TotalsAnswer,
  type TotalsQuestion,
} from './dashboard-totals'

/** The totals' query key; `versions` names the inputs (see {@link useDashboardSummary}). */
export const dashboardTotalsKey = (versions: readonly unknown[]) =>
  [...warrenKeys.scope('virtual_machine', GLOBAL_SCOPE), 'dashboard-totals', versions] as const

type Waiting = {
  resolve: (summary: DashboardSummary) => void
  reject: (error: unknown) => void
  here: () => Promise<DashboardSummary>
}

/** One dashboard's worker: started on the first question, ended with the screen (`close`). */
class TotalsWorker {
  private worker: Worker | null = null
  private broken = false
  private asked = 0
  private readonly waiting = new Map<number, Waiting>()

  /** The summary of `request`, from the worker; computed by `here` where no worker can run. */
  ask(
    request: DashboardTotalsRequest,
    here: () => Promise<DashboardSummary>,
    signal?: AbortSignal,
  ): Promise<DashboardSummary> {
    if (this.broken || typeof Worker === 'undefined') return here()
    try {
      this.worker ??= this.start()
    } catch {
      this.broken = true
      return here()
    }
    const id = ++this.asked
    const worker = this.worker
    return new Promise<DashboardSummary>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, here })
      signal?.addEventListener('abort', () => {
        this.waiting.delete(id)
        reject(signal.reason)
      })
      const question: TotalsQuestion = { id, baseUrl: window.location.origin, request }
      worker.postMessage(question)
    })
  }

  /** Ends the worker; what still waits is rejected (the query was left, nobody shows it). */
  close() {
    this.worker?.terminate()
    this.worker = null
    for (const w of this.waiting.values()) w.reject(new DOMException('The dashboard was left', 'AbortError'))
    this.waiting.clear()
  }

  private start(): Worker {
    const worker = new Worker(new URL('./dashboard-summary.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<TotalsAnswer>) => {
      const answer = event.data
      const w = this.waiting.get(answer.id)
      if (!w) return
      this.waiting.delete(answer.id)
      if ('summary' in answer) w.resolve(answer.summary)
      else w.reject(fromFailure(answer.failure))
    }
    // The worker's code could not load or run: what waits is computed here, and so is everything after.
    worker.onerror = () => {
      this.broken = true
      const waiting = [...this.waiting.values()]
      this.waiting.clear()
      this.close()
      for (const w of waiting) w.here().then(w.resolve, w.reject)
    }
    return worker
  }
}

/** A number per object identity: an unchanged refetch (structural sharing keeps the object) keeps its number. */
function useVersions() {
  const seen = useRef(new WeakMap<object, number>())
  const next = useRef(0)
  return (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value ?? null
    let n = seen.current.get(value)
    if (n === undefined) seen.current.set(value, (n = ++next.current))
    return n
  }
}

/**
 * The summary over every location's VMs and the given inputs. `inputs` are the page's reads (their data objects,
 * the locations' slugs, the owners): the totals are computed again when one of them is a new object. `request`
 * is undefined while an input loads or has failed (the page shows that).
 */
export function useDashboardSummary(
  inputs: readonly unknown[],
  request: DashboardTotalsRequest | undefined,
): UseQueryResult<DashboardSummary> {
  const { client } = useServices()
  const [worker] = useState(() => new TotalsWorker())
  useEffect(() => () => worker.close(), [worker])
  const version = useVersions()
  return useQuery({
    queryKey: dashboardTotalsKey(inputs.map(version)),
    queryFn: ({ signal }) =>
      worker.ask(
        request!,
        () =>
          dashboardTotals(
            {
              vms: (location) => client.vm.list(location, {}, { signal }),
              ips: (location) => client.ip.list(location, {}, { signal }),
            },
            request!,
          ),
        signal,
      ),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    // As fresh as the page's own reads (SPEC §9 "preload stale 30 s"): a refocus does not re-read 10,000 VMs.
    staleTime: timing.prefetchFreshMs,
  })
}
