/**
 * The loader side of SPEC §8 "A not-found resource error lists up to 30 available ids": a detail route reads its
 * resource through {@link ensureResource}; a missing one becomes a not-found error naming the ids that do
 * exist, which the route's `missingResourceBoundary` (layout/route-errors.tsx) shows as 'This {object} is gone'.
 */
import type { QueryClient } from '@tanstack/react-query'
import {
  ApiError,
  isNotFoundError,
  notFoundMessage,
  NOT_FOUND_ID_LIMIT,
  type WarrenQuery,
} from '@cirrus/domain'

/** What a missing resource's error says: its kind and id, and how to find the ids that do exist. */
export type MissingResource = {
  /** The kind as the error text names it: 'VM', 'Load balancer'. */
  kind: string
  /** The id that was asked for. */
  id: string
  /** The ids of the same kind that do exist (a failure to read them leaves the list empty). */
  availableIds: () => Promise<readonly string[]>
}

/**
 * Reads a resource into the cache. A not-found answer is rethrown as a not-found {@link ApiError} with up to
 * 30 available ids; any other failure is rethrown as it is (the router error page shows it).
 */
export async function ensureResource<TKey extends readonly unknown[], T>(
  queryClient: QueryClient,
  query: WarrenQuery<TKey, T>,
  missing: MissingResource,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(query)
  } catch (error) {
    if (!isNotFoundError(error)) throw error
    const ids = (await missing.availableIds().catch(() => [])).slice(0, NOT_FOUND_ID_LIMIT)
    throw new ApiError({
      status: 404,
      message: notFoundMessage(missing.kind, missing.id, ids),
      availableIds: [...ids],
    })
  }
}
