/** /activity (issue 18): the route module of the activity feed. Reads `GET /v1/events`; the stream keeps it fresh. */
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useInfiniteQuery } from '@tanstack/react-query'
import { activityKeys, type ActivityEvent } from '@cirrus/domain'
import {
  ActivityView,
  filtersToQuery,
  markSeen,
  readFilters,
  useLiveState,
  writeFilters,
} from '@cirrus/app-kit'
import { useServices } from '../../app/services'

const PAGE = 50

/** The activity feed screen. */
export default function ActivityPage() {
  const { client } = useServices()
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readFilters(params), [params])
  const liveState = useLiveState()
  const feed = useInfiniteQuery({
    queryKey: activityKeys.list(filters),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      client.activity.list({
        ...filtersToQuery(filters, new Date()),
        limit: PAGE,
        ...(pageParam !== undefined ? { before: pageParam } : {}),
      }),
    getNextPageParam: (last: ActivityEvent[]) =>
      last.length === PAGE ? last[last.length - 1]!.id : undefined,
  })
  const events = feed.data?.pages.flat()
  const newest = events?.[0]?.id
  // Seeing the feed reads everything in it: the bell's count drops to 0.
  useEffect(() => {
    if (newest !== undefined) markSeen(newest)
  }, [newest])
  return (
    <ActivityView
      events={events}
      filters={filters}
      onFiltersChange={(next) => setParams(writeFilters(next), { replace: true })}
      error={feed.isError ? feed.error.message : undefined}
      onRetry={() => void feed.refetch()}
      onLoadMore={feed.hasNextPage ? () => void feed.fetchNextPage() : undefined}
      loadingMore={feed.isFetchingNextPage}
      liveState={liveState}
    />
  )
}
