/**
 * The dashboard's totals off the main thread (issue 17, a big account): the pure `dashboardSummary` (domain
 * pricing over every VM and IP) runs here, in a module Web Worker, so pricing 10,000 VMs never blocks a click.
 * Started by ./use-dashboard-summary.ts; one message in (the input and its number), one out (the summary).
 */
import { dashboardSummary, type DashboardInput } from './dashboard-summary'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; input: DashboardInput }>) => void) | null
  postMessage: (message: unknown) => void
}

scope.onmessage = (event) => {
  scope.postMessage({ id: event.data.id, summary: dashboardSummary(event.data.input) })
}
