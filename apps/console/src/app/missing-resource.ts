/**
 * Reading one resource for a detail route, where a missing one becomes the missing-resource page (SPEC §2
 * 'This {object} is gone') listing up to 30 ids that do exist (SPEC §8). Shared by every detail loader whose
 * platform call has no single GET, or whose not-found answer needs the list of what exists.
 */
import { ApiError, isNotFoundError, notFoundMessage, NOT_FOUND_ID_LIMIT } from '@cirrus/domain'

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
