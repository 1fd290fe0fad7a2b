/**
 * The error screens of SPEC §2, wired to the router: unknown routes ('This page is gone'), missing resources
 * ('This {object} is gone' with up to 30 available ids, SPEC §8) and router failures ('Something went wrong!').
 */
import { useParams, useRouteError, type Params } from 'react-router'
import { MissingResourcePage, NotFoundPage, RouterErrorPage } from '@cirrus/design-system'
import { isNotFoundError, isApiError } from '@cirrus/domain'
import { renderRouterLink } from '../app/links'

/** The catch-all route: an address that matches no screen. */
export function NotFoundRoute() {
  return <NotFoundPage renderLink={renderRouterLink} />
}

/** A route's error boundary for failures that are not a missing resource. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  return <RouterErrorPage error={error} renderLink={renderRouterLink} />
}

/** What a missing-resource boundary needs to know about its kind of resource. */
export type MissingResourceOptions = {
  /** The kind in lower case, as in a sentence: 'virtual machine'. */
  object: string
  /** The kind's create page, when it has one ('Create new {object}'). */
  createHref?: string
  /** The detail page of an available id, from the failed route's params (e.g. its location). */
  idHref?: (id: string, params: Params) => string
}

/**
 * An error boundary for a detail route: a not-found error (the domain's `ApiError.isNotFound`, which the loader
 * filled with the ids that do exist) shows the missing-resource page, anything else the router error page.
 */
export function missingResourceBoundary(options: MissingResourceOptions) {
  return function MissingResourceBoundary() {
    return <MissingResourceRoute {...options} />
  }
}

/**
 * What {@link missingResourceBoundary} renders, for a route whose boundary must compute its options (e.g. links
 * to ids that each live in their own location).
 */
export function MissingResourceRoute(options: MissingResourceOptions) {
  const error = useRouteError()
  const params = useParams()
  if (isNotFoundError(error)) {
    return (
      <MissingResourcePage
        object={options.object}
        createHref={options.createHref}
        idHref={options.idHref && ((id) => options.idHref!(id, params))}
        availableIds={isApiError(error) ? (error.availableIds ?? []) : []}
        renderLink={renderRouterLink}
      />
    )
  }
  return <RouterErrorPage error={error} renderLink={renderRouterLink} />
}

/** /test-error: throws on purpose, to show the router error page (SPEC §2). */
export function TestErrorRoute(): never {
  throw new Error('This is a test error thrown by /test-error to show the router error page.')
}
