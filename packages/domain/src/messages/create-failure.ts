/** A create's failure toast: retry with the request, and view (SPEC.md §2 /services/create, §8). */
import { computeStorageMessages } from './toasts-compute-storage.js'

/** A link in a toast. */
export type ToastLink = { label: string; href: string }

/** Labels of toast links (not given by the spec). */
export const toastLinkLabels = { retry: 'Retry', view: 'View' } as const

/**
 * Encodes a create request as search parameters for the retry link (SPEC.md §2: /services/create "accepts
 * search parameters"). Strings, numbers and booleans are written as they are; objects and arrays as JSON;
 * null and undefined are left out. {@link readCreateSearchParams} reverses it.
 */
export function createSearchParams(request: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(request)) {
    if (value === null || value === undefined) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return params
}

/**
 * Reads search parameters written by {@link createSearchParams}: values that are JSON objects or arrays come
 * back as such; everything else stays a string for the form to coerce (form state is shaped like the UI).
 */
export function readCreateSearchParams(search: string | URLSearchParams): Record<string, unknown> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const out: Record<string, unknown> = {}
  // forEach rather than for…of: the build's lib has DOM without DOM.Iterable.
  params.forEach((value, key) => {
    out[key] = value
    if (/^[[{]/.test(value)) {
      try {
        out[key] = JSON.parse(value)
      } catch {
        // not JSON after all: keep the text
      }
    }
  })
  return out
}

/** A failure toast with its links. */
export type FailureToast = { text: string; links: ToastLink[] }

/** Where a failed service create's "View" link goes when no service came back: the services list. */
const SERVICE_LIST_HREF = '/services'

/**
 * The failure toast of a service create (SPEC.md §8): 'Error creating Service' with a retry link to
 * /services/create carrying the request, and a view link — to the service when the platform returned it (the
 * package exists even though a later step failed), else to the services list: a create the platform is still
 * finishing (it answered 504 and goes on in the background) shows up there, and a refused one is not there.
 */
export function serviceCreateFailure(
  request: Readonly<Record<string, unknown>>,
  created?: { uuid: string; location: string } | null,
): FailureToast {
  const query = createSearchParams(request).toString()
  const view = created
    ? `/services/service/${encodeURIComponent(created.location)}/${encodeURIComponent(created.uuid)}/`
    : SERVICE_LIST_HREF
  const links: ToastLink[] = [
    {
      label: toastLinkLabels.retry,
      href: `${computeStorageMessages.service.create.retryHref}${query ? `?${query}` : ''}`,
    },
    { label: toastLinkLabels.view, href: view },
  ]
  return { text: computeStorageMessages.service.create.failure, links }
}
