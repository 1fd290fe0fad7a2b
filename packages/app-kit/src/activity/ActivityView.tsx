import { Button, Flex, Heading, Select, Text } from '@radix-ui/themes'
import { DataTable, StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import { activityTexts, formatDateTime, type ActivityEvent } from '@cirrus/domain'
import type { LiveState } from '../live'
import {
  RESOURCE_TYPE_LABELS,
  SINCE_WINDOWS,
  type ActivityFilters,
  type SinceWindow,
} from './activity-filters'

/** Props of {@link ActivityView}. */
export type ActivityViewProps = {
  /** The events, newest first; undefined while loading. */
  events: ActivityEvent[] | undefined
  /** The filters in force. */
  filters: ActivityFilters
  /** Called with the new filters. */
  onFiltersChange: (filters: ActivityFilters) => void
  /** The load error's text, if loading failed. */
  error?: string
  /** Retries after an error. */
  onRetry?: () => void
  /** Loads the next (older) page; no button when absent. */
  onLoadMore?: () => void
  /** True while the next page loads. */
  loadingMore?: boolean
  /** The live stream's state (app-kit `useLiveState()`): "Live", "Connecting…", "Reconnecting…" or paused. @default 'down' */
  liveState?: LiveState
  /** The title's level: 1 as its own page (the console), 2 as a section (the admin monitoring page). @default 1 */
  headingLevel?: 1 | 2
}

const ALL = 'all'
const LIVE_TEXTS: Record<LiveState, string> = {
  live: activityTexts.liveConnected,
  connecting: activityTexts.liveConnecting,
  reconnecting: activityTexts.liveReconnecting,
  down: activityTexts.liveDisconnected,
}
const LIVE_COLORS = { live: 'green', connecting: 'gray', reconnecting: 'amber', down: 'gray' } as const
const SINCE_LABELS: Record<SinceWindow, string> = {
  hour: activityTexts.sinceHour,
  day: activityTexts.sinceDay,
  week: activityTexts.sinceWeek,
}

/** The feed's columns: what (and why it failed), which resource, who, when, how it ended. */
const COLUMNS: DataTableColumn<ActivityEvent>[] = [
  {
    id: 'what',
    header: activityTexts.what,
    primary: true,
    cell: (event) => (
      <>
        <Text as="div">{event.action}</Text>
        {event.message && (
          // The reason wraps under the action: the first column keeps one line, a sentence would widen it (a phone).
          <Text as="div" size="1" color="red" wrap="wrap">
            {event.message}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'resource',
    hideBelow: 'xs',
    header: activityTexts.resource,
    cell: (event) => (
      <>
        <Text as="div">{resourceLabel(event)}</Text>
        <Text as="div" size="1" color="gray">
          {RESOURCE_TYPE_LABELS[event.resource_type] ?? event.resource_type}
          {event.location ? ` · ${event.location}` : ''}
        </Text>
      </>
    ),
  },
  { id: 'who', header: activityTexts.who, cell: (event) => event.actor_email, hideBelow: 'md' },
  {
    id: 'started',
    header: activityTexts.started,
    cell: (event) => formatDateTime(event.started_at),
    hideBelow: 'md',
  },
  {
    id: 'finished',
    hideBelow: 'xs',
    header: activityTexts.finished,
    cell: (event) => formatDateTime(event.finished_at),
  },
  {
    id: 'result',
    header: activityTexts.result,
    cell: (event) => (
      <StatusBadge
        status={event.result === 'ok' ? 'active' : 'error'}
        label={event.result === 'ok' ? activityTexts.resultOk : activityTexts.resultFailed}
      />
    ),
  },
]

function resourceLabel(event: ActivityEvent): string {
  return (
    event.resource_name ??
    event.resource_uuid ??
    RESOURCE_TYPE_LABELS[event.resource_type] ??
    event.resource_type
  )
}

/**
 * The activity feed (issue 18, /activity): every change of the user's resources and the delegated ones — who,
 * what, which resource, started, finished and the result — newest first, filtered by resource type, result and
 * time, updated live by the event stream.
 */
export function ActivityView({
  events,
  filters,
  onFiltersChange,
  error,
  onRetry,
  onLoadMore,
  loadingMore = false,
  liveState = 'down',
  headingLevel = 1,
}: ActivityViewProps) {
  const set = (change: Partial<ActivityFilters>) => {
    const next = { ...filters, ...change }
    for (const key of Object.keys(next) as (keyof ActivityFilters)[])
      if (next[key] === undefined) delete next[key]
    onFiltersChange(next)
  }
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as={headingLevel === 1 ? 'h1' : 'h2'} size={headingLevel === 1 ? '6' : '4'}>
          {activityTexts.feedTitle}
        </Heading>
        <Text size="2" color={LIVE_COLORS[liveState]} role="status">
          {LIVE_TEXTS[liveState]}
        </Text>
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Select.Root
          value={filters.type ?? ALL}
          onValueChange={(v) => set({ type: v === ALL ? undefined : v })}
        >
          <Select.Trigger aria-label={activityTexts.filterType} />
          <Select.Content>
            <Select.Item value={ALL}>{activityTexts.anyType}</Select.Item>
            {Object.entries(RESOURCE_TYPE_LABELS).map(([type, label]) => (
              <Select.Item key={type} value={type}>
                {label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Select.Root
          value={filters.result ?? ALL}
          onValueChange={(v) => set({ result: v === 'ok' || v === 'failed' ? v : undefined })}
        >
          <Select.Trigger aria-label={activityTexts.filterResult} />
          <Select.Content>
            <Select.Item value={ALL}>{activityTexts.anyResult}</Select.Item>
            <Select.Item value="ok">{activityTexts.resultOk}</Select.Item>
            <Select.Item value="failed">{activityTexts.resultFailed}</Select.Item>
          </Select.Content>
        </Select.Root>
        <Select.Root
          value={filters.since ?? ALL}
          onValueChange={(v) => set({ since: v in SINCE_WINDOWS ? (v as SinceWindow) : undefined })}
        >
          <Select.Trigger aria-label={activityTexts.filterSince} />
          <Select.Content>
            <Select.Item value={ALL}>{activityTexts.sinceAny}</Select.Item>
            {(Object.keys(SINCE_WINDOWS) as SinceWindow[]).map((w) => (
              <Select.Item key={w} value={w}>
                {SINCE_LABELS[w]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <DataTable
        label={activityTexts.feedTitle}
        columns={COLUMNS}
        rows={events ?? []}
        getRowId={(event) => String(event.id)}
        loading={events === undefined && error === undefined}
        error={
          error !== undefined ? (
            <>
              {activityTexts.feedError} {error}
            </>
          ) : undefined
        }
        onRetry={onRetry}
        emptyMessage={
          <>
            <Text as="div" weight="bold">
              {activityTexts.feedEmpty}
            </Text>
            <Text as="div" size="2" color="gray">
              {activityTexts.feedEmptyHint}
            </Text>
          </>
        }
      />
      {events && events.length > 0 && onLoadMore && (
        <Button variant="soft" onClick={onLoadMore} loading={loadingMore} style={{ alignSelf: 'start' }}>
          {activityTexts.loadMore}
        </Button>
      )}
    </Flex>
  )
}
