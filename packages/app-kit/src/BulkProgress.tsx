/**
 * The progress of a bulk action (issue 18) as one toast group: a line per item (waiting, working, done, failed
 * with its reason), the count done, and "Retry failed" once the run is over with failures. Props only: the
 * caller runs `runBulk` (domain) and passes its progress.
 */
import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { StatusBadge } from '@cirrus/design-system'
import { activityTexts, bulkCounts, fill, type BulkItem } from '@cirrus/domain'

/** Props of {@link BulkProgress}. */
export type BulkProgressProps = {
  /** The action's name for people, e.g. "Stop". */
  action: string
  /** Every item's state. */
  items: readonly BulkItem[]
  /** Runs the action again on the failed items; shown when the run is over and some failed. */
  onRetryFailed?: () => void
  /** Closes the group; shown when the run is over. */
  onDismiss?: () => void
}

const STATUS = {
  pending: { status: 'pending', label: activityTexts.bulkPending },
  running: { status: 'starting', label: activityTexts.bulkRunning },
  done: { status: 'active', label: activityTexts.bulkDone },
  failed: { status: 'error', label: activityTexts.bulkFailed },
} as const

/** One toast group with the per-item progress of a bulk action. */
export function BulkProgress({ action, items, onRetryFailed, onDismiss }: BulkProgressProps) {
  const counts = bulkCounts(items)
  const over = counts.pending === 0 && counts.running === 0
  const title = fill(activityTexts.bulkProgressTitle, { action, done: counts.done, count: items.length })
  return (
    <Card role="region" aria-label={title} style={{ maxWidth: 420 }}>
      <Flex direction="column" gap="2">
        <Text weight="bold" role="status">
          {title}
          {counts.failed > 0 ? ` · ${fill(activityTexts.bulkFailedCount, { count: counts.failed })}` : ''}
        </Text>
        <Flex asChild direction="column" gap="1">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <li key={item.key}>
                <Flex justify="between" gap="2" align="center">
                  <Text size="2">{item.label}</Text>
                  <StatusBadge status={STATUS[item.status].status} label={STATUS[item.status].label} />
                </Flex>
                {item.reason && (
                  <Text as="div" size="1" color="red">
                    {item.reason}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </Flex>
        {over && (
          <Flex gap="2" justify="end">
            {counts.failed > 0 && onRetryFailed && (
              <Button size="1" onClick={onRetryFailed}>
                {activityTexts.bulkRetryFailed}
              </Button>
            )}
            {onDismiss && (
              <Button size="1" variant="soft" color="gray" onClick={onDismiss}>
                {activityTexts.bulkDismiss}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  )
}
