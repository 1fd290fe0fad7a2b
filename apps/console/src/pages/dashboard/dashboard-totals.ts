/**
 * The dashboard's totals as one job (issue 17, a big account): read every location's VMs with the domain client,
 * price them with the domain engine (`dashboardSummary`) and answer only the summary. The dashboard runs it in a
 * Web Worker (./dashboard-summary.worker.ts), so the download, the JSON and schema parse of a 10,000-VM
 * `vm/list` and the pricing never block the main thread; where no Worker exists (unit tests) the page runs it
 * itself. Pure apart from the `listVms` it is given: no globals, no clock.
 */
import { ApiError, isApiError, type BillingAccount, type Ip, type PriceList, type Vm } from '@cirrus/domain'
import type { ResourceOwners } from '../access/owners'
import { dashboardSummary, type DashboardSummary } from './dashboard-summary'

/** What the totals are computed from, besides the VMs the job reads itself (all small: they cross to the worker). */
export type DashboardTotalsRequest = {
  /** The slugs of the locations whose VMs are read (`GET /{location}/user-resource/vm/list`). */
  locations: readonly string[]
  ips: readonly Ip[]
  billingAccounts: readonly BillingAccount[]
  priceList: PriceList | null | undefined
  /** The owners of what is shared with the user, to mark the recent resources (SPEC §6). */
  owners?: ResourceOwners
}

/** Reads one location's VMs (the domain client's `vm.list`). */
export type ListVms = (location: string) => Promise<readonly Vm[]>

/** Reads every location's VMs in parallel and computes the dashboard's summary over them. */
export async function dashboardTotals(
  listVms: ListVms,
  request: DashboardTotalsRequest,
): Promise<DashboardSummary> {
  const lists = await Promise.all(request.locations.map((location) => listVms(location)))
  return dashboardSummary({
    vms: lists.flat(),
    ips: request.ips,
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

/** Answers one question: the worker's whole job, given the client's `vm.list` for the question's origin. */
export async function answerTotals(
  listVms: ListVms,
  question: Pick<TotalsQuestion, 'id' | 'request'>,
): Promise<TotalsAnswer> {
  try {
    return { id: question.id, summary: await dashboardTotals(listVms, question.request) }
  } catch (error) {
    return { id: question.id, failure: toFailure(error) }
  }
}
