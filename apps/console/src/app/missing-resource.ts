/**
 * Reading one resource for a detail route, where a missing one becomes the missing-resource page (SPEC §2
 * 'This {object} is gone') listing up to 30 ids that do exist (SPEC §8). Shared by every detail loader whose
 * platform call has no single GET, or whose not-found answer needs the list of what exists.
 */
import type { QueryClient } from '@tanstack/react-query'
import {
  ApiError,
  isNotFoundError,
  notFoundMessage,
  NOT_FOUND_ID_LIMIT,
  type WarrenQuery,
} from '@cirrus/domain'

/** What {@link loadOrMissing} needs. */
export type LoadOrMissingOptions<T> = {
  /** The kind for the error text: 'VPC network'. */
  kind: string
  /** The id asked for. */
  id: string
  /** Reads the resource: undefined, or a not-found error, means it is missing. */
  load: () => Promise<T | undefined>
  /** The ids that do exist (read only when the resource is missing); a failure here lists none. */
  ids: () => Promise<readonly string[]>
}

/**
 * The resource, or a thrown not-found {@link ApiError} with `availableIds` (at most 30): the route's
 * `missingResourceBoundary` turns it into 'This {object} is gone' with links to those ids.
 */
export async function loadOrMissing<T>({ kind, id, load, ids }: LoadOrMissingOptions<T>): Promise<T> {
  let found: T | undefined
  try {
    found = await load()
  } catch (error) {
    if (!isNotFoundError(error)) throw error
  }
  if (found !== undefined) return found
  const available = (await ids().catch(() => [])).slice(0, NOT_FOUND_ID_LIMIT)
  throw new ApiError({
    status: 404,
    message: notFoundMessage(kind, id, available),
    availableIds: [...available],
  })
}

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
 * {@link loadOrMissing} for a resource with a single GET: reads it into the query cache; a not-found answer
 * becomes the not-found error with up to 30 available ids, any other failure is rethrown as it is.
 */
export function ensureResource<TKey extends readonly unknown[], T>(
  queryClient: QueryClient,
  query: WarrenQuery<TKey, T>,
  missing: MissingResource,
): Promise<T> {
  return loadOrMissing({
    kind: missing.kind,
    id: missing.id,
    load: () => queryClient.ensureQueryData(query),
    ids: missing.availableIds,
  })
}
