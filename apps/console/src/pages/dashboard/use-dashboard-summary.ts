/**
 * The dashboard's summary computed in a Web Worker (issue 17, a big account): pricing every VM of a 10,000-VM
 * account takes long enough to freeze the page, so the main thread only posts the input and shows the answer.
 * Why a worker and not the server: the totals are the domain's prices of what the console has already read (the
 * same figures as every list and the VM page), and the worker keeps that one computation in one place; the server
 * would need a second, parallel implementation of the dashboard's grouping. Where `Worker` is missing (unit tests)
 * or fails to start, the summary is computed here. The previous summary stays on screen while a new one computes.
 */
import { useEffect, useRef, useState } from 'react'
import { dashboardSummary, type DashboardInput, type DashboardSummary } from './dashboard-summary'

/** The summary of `input` (undefined while it loads); recomputed only when one of `parts` changes (shallow). */
export function useDashboardSummary(
  parts: readonly unknown[],
  input: () => DashboardInput | undefined,
): DashboardSummary | undefined {
  const [summary, setSummary] = useState<DashboardSummary | undefined>(undefined)
  const last = useRef<readonly unknown[] | null>(null)
  const worker = useRef<Worker | null>(null)
  const asked = useRef(0)
  useEffect(() => {
    const prev = last.current
    if (prev && prev.length === parts.length && prev.every((part, i) => Object.is(part, parts[i]))) return
    last.current = parts
    const next = input()
    if (!next) return
    const id = ++asked.current
    const here = () => setSummary(dashboardSummary(next))
    if (typeof Worker === 'undefined') return here()
    try {
      worker.current ??= new Worker(new URL('./dashboard-summary.worker.ts', import.meta.url), {
        type: 'module',
      })
    } catch {
      return here()
    }
    worker.current.onmessage = (event: MessageEvent<{ id: number; summary: DashboardSummary }>) => {
      if (event.data.id === asked.current) setSummary(event.data.summary)
    }
    worker.current.onerror = () => {
      if (id === asked.current) here()
    }
    worker.current.postMessage({ id, input: next })
  })
  useEffect(
    () => () => {
      worker.current?.terminate()
      worker.current = null
    },
    [],
  )
  return summary
}
