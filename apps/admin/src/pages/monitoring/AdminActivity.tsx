/**
 * The platform's activity feed on the monitoring page (issue 18): every user's events from `GET /v1/admin/events`
 * (administrators only), shown with the console's feed View (app-kit `ActivityView`) and its filters. The admin
 * event stream (AdminLayout's `LiveUpdatesProvider`) refreshes it as events happen (`adminStaleKeys`).
 */
import { useState } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import {
  ActivityView,
  errorDetail,
  filtersToQuery,
  useServices,
  type ActivityFilters,
  type LiveState,
} from '@cirrus/app-kit'
import type { ActivityEvent } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'

const PAGE = 50

/** Every user's activity, newest first, with filters and "Load more". */
export function AdminActivity() {
  const { client } = useServices()
  const [filters, setFilters] = useState<ActivityFilters>({})
  // The stream's state, as the layout keeps it in the cache (AdminLayout `LiveStateToCache`).
  const { data: liveState = 'down' } = useQuery<LiveState>({
    queryKey: adminKeys.liveState(),
    queryFn: () => 'down',
    enabled: false,
  })
  const feed = useInfiniteQuery({
    queryKey: [...adminKeys.events(), filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      client.activity.listAll(
        {
          ...filtersToQuery(filters, new Date()),
          limit: PAGE,
          ...(pageParam !== undefined ? { before: pageParam } : {}),
        },
        { signal },
      ),
    getNextPageParam: (last: ActivityEvent[]) =>
      last.length === PAGE ? last[last.length - 1]!.id : undefined,
  })
  return (
    <ActivityView
      headingLevel={2}
      events={feed.data?.pages.flat()}
      filters={filters}
      onFiltersChange={setFilters}
      error={feed.isError ? errorDetail(feed.error) : undefined}
      onRetry={() => void feed.refetch()}
      onLoadMore={feed.hasNextPage ? () => void feed.fetchNextPage() : undefined}
      loadingMore={feed.isFetchingNextPage}
      liveState={liveState}
    />
  )
}
