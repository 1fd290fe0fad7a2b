/**
 * The dashboard's totals as one job (issue 17, a big account): read every location's VMs and IPs with the domain
 * client, price them with the domain engine (`dashboardSummary`) and answer only the summary. The dashboard runs it
 * in a Web Worker (./dashboard-summary.worker.ts), so the download, the JSON and schema parse of a 10,000-VM
 * `vm/list` (≈ 9 MB) and its IPs (≈ 4.5 MB) and the pricing never block the main thread; where no Worker exists
 * (unit tests) the page runs it itself. Pure apart from the reads it is given: no globals, no clock.
 */
import { ApiError, isApiError, type BillingAccount, type Ip, type PriceList, type Vm } from '@cirrus/domain'
import type { ResourceOwners } from '../access/owners'
import { dashboardSummary, type DashboardSummary } from './dashboard-summary'

/** What the totals are computed from, besides the VMs and IPs the job reads itself (small: it crosses to the worker). */
export type DashboardTotalsRequest = {
  /** The slugs of the locations whose VMs and IPs are read (`GET /{location}/user-resource/vm/list`, `…/ip_addresses`). */
  locations: readonly string[]
  billingAccounts: readonly BillingAccount[]
  priceList: PriceList | null | undefined
  /** The owners of what is shared with the user, to mark the recent resources (SPEC §6). */
  owners?: ResourceOwners
}

/** Reads one location's VMs and IPs (the domain client's `vm.list`, `ip.list`). */
export type ResourceReader = {
  vms: (location: string) => Promise<readonly Vm[]>
  ips: (location: string) => Promise<readonly Ip[]>
}

/** Reads every location's VMs and IPs in parallel and computes the dashboard's summary over them. */
export async function dashboardTotals(
  read: ResourceReader,
  request: DashboardTotalsRequest,
): Promise<DashboardSummary> {
  const [vms, ips] = await Promise.all([
    Promise.all(request.locations.map((location) => read.vms(location))),
    Promise.all(request.locations.map((location) => read.ips(location))),
  ])
  return dashboardSummary({
    vms: vms.flat(),
    ips: ips.flat(),
    billingAccounts: request.billingAccounts,
    priceList: request.priceList,
    ...(request.owners ? { owners: request.owners } : {}),
  })
}

/** A failure as it crosses from the worker (an Error's class does not survive `postMessage`). */
export type TotalsFailure = {
  /** The HTTP status of an {@link ApiError} (0: no answer, a network failure); absent for other errors. */
  status?: number
  message: string
  fieldErrors?: Record<string, string>
  correlationId?: string
}

/** One message from the worker: the summary of request `id`, or why it failed. */
export type TotalsAnswer = { id: number; summary: DashboardSummary } | { id: number; failure: TotalsFailure }

/** One message to the worker: compute request `id` against the API at `baseUrl` (the console's own origin). */
export type TotalsQuestion = { id: number; baseUrl: string; request: DashboardTotalsRequest }

/** The failure of `error` for `postMessage`: an API error keeps its status, message, field errors and id. */
export function toFailure(error: unknown): TotalsFailure {
  if (isApiError(error)) {
    return {
      status: error.status,
      message: error.message,
      fieldErrors: error.fieldErrors,
      ...(error.correlationId ? { correlationId: error.correlationId } : {}),
    }
  }
  return { message: error instanceof Error ? error.message : String(error) }
}

/**
 * The error a failure stands for on the main thread: an {@link ApiError} again when it was one, so a 401 ends the
 * session (the query cache's `onUnauthorized`) and the dashboard shows the same message as any failed read.
 */
export function fromFailure(failure: TotalsFailure): Error {
  if (failure.status === undefined) return new Error(failure.message)
  return new ApiError({
    status: failure.status,
    message: failure.message,
    ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
    ...(failure.correlationId ? { correlationId: failure.correlationId } : {}),
  })
}

/** Answers one question: the worker's whole job, given the client's reads for the question's origin. */
export async function answerTotals(
  read: ResourceReader,
  question: Pick<TotalsQuestion, 'id' | 'request'>,
): Promise<TotalsAnswer> {
  try {
    return { id: question.id, summary: await dashboardTotals(read, question.request) }
  } catch (error) {
    return { id: question.id, failure: toFailure(error) }
  }
}
