/** What the router error page shows about a thrown value. */
export type ErrorDetails = {
  /** HTTP-like status of a route error response (404 for an unknown route). */
  status?: number
  /** One line: the error's message, or the response's status text. */
  message: string
  /** The stack trace, or a response's body, when there is one. */
  stack?: string
}

/** The shape routers throw for HTTP-like route errors (react-router's ErrorResponse), without importing one. */
type RouteErrorResponseLike = { status: number; statusText?: string; data?: unknown }

function isRouteErrorResponse(error: unknown): error is RouteErrorResponseLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    ('statusText' in error || 'data' in error)
  )
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value, null, 2) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * Turns anything a route can throw into text for the "Show Error" panel (SPEC §2 "Router failure"):
 * an Error (message and stack), a route error response (status text and body), a string, or any other value.
 */
export function describeError(error: unknown): ErrorDetails {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack || undefined }
  }
  if (isRouteErrorResponse(error)) {
    const body =
      error.data === undefined || error.data === null || error.data === '' ? undefined : stringify(error.data)
    return {
      status: error.status,
      message: error.statusText || (typeof error.data === 'string' && error.data) || `Error ${error.status}`,
      stack: body,
    }
  }
  if (typeof error === 'string') return { message: error || 'Unknown error' }
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return { message: (error as { message: string }).message, stack: stringify(error) }
  }
  return { message: error === undefined ? 'Unknown error' : stringify(error) }
}

/** An unknown route: the router threw a 404 response. SPEC §2: "unknown routes show 'Not Found'". */
export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}
