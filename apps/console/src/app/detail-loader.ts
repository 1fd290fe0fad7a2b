import type { QueryClient } from '@tanstack/react-query'
import { ApiError, isNotFoundError, notFoundMessage, NOT_FOUND_ID_LIMIT } from '@cirrus/domain'

/**
 * A detail page loader's read (SPEC §8 "A not-found resource error lists up to 30 available ids"): ensures the
 * resource is in the cache; when the platform says it does not exist, throws a 404 ApiError that carries up to
 * 30 ids of the resources that do exist (read from the list, best effort), for the missing-resource page.
 */
export async function ensureOrNotFound<T>(
  queryClient: QueryClient,
  detail: Parameters<QueryClient['ensureQueryData']>[0],
  list: Parameters<QueryClient['fetchQuery']>[0],
  kind: string,
  id: string,
  idOf: (item: T) => string,
): Promise<void> {
  try {
    await queryClient.ensureQueryData(detail)
  } catch (error) {
    if (!isNotFoundError(error)) throw error
    const others = ((await queryClient.fetchQuery(list).catch(() => [])) ?? []) as T[]
    const ids = others.map(idOf).slice(0, NOT_FOUND_ID_LIMIT)
    throw new ApiError({ status: 404, message: notFoundMessage(kind, id, ids), availableIds: ids })
  }
}
