import { useState, type ReactNode } from 'react'
import { Badge, Box, Button, Callout, Flex, Heading, IconButton, Text } from '@radix-ui/themes'
import { ExclamationTriangleIcon, PlusIcon } from '@radix-ui/react-icons'
import {
  Price,
  Select,
  SkeletonText,
  StatusBadge,
  visibleRows,
  VIEW_ALL_INITIAL_ROWS,
  type RenderLink,
} from '@cirrus/design-system'
import { displayAmount } from '../../../app/money'
import styles from '../../../layout/SectionList.module.css'
import { OwnedByNote } from '../../access/OwnedName'
import type { NetworkRow } from '../kind'
import type { NetworkKindName } from '../paths'

/** One kind's group in the list. */
export type NetworkListGroup = {
  kind: NetworkKindName
  /** The group's heading: 'VPC networks'. */
  label: string
  /** The create link's text: 'Create VPC network'. */
  createLabel: string
  createHref: string
  /** What an empty group says. */
  emptyText: string
  /** The kind's rows; undefined while they load. */
  rows: readonly NetworkRow[] | undefined
  /** Why they could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
}

/** Props of {@link NetworkListView}. */
export type NetworkListViewProps = {
  /** The kinds the configuration shows, in order (pages/network/kinds.ts). */
  groups: readonly NetworkListGroup[]
  /** The currency of the prices. */
  currency: string
  /** The resource of the page being shown, marked current. */
  activeId?: string
  /** The heading level of the title: 1 on the /network page, 2 in the sidebar. @default 2 */
  headingLevel?: 1 | 2
  /** Renders links with the router. */
  renderLink: RenderLink
}

const ALL = 'all'

/**
 * The network section's resources (issue 11): VPC networks, public IPs, load balancers and firewalls grouped
 * by kind, or one kind picked with the filter; each row with its hourly price where it has one, the default
 * VPC marked, 10 rows per kind first with "View all" (SPEC §9, the DataTable's `visibleRows`). Shown in the
 * sidebar, on /section/network on mobile and on the /network page.
 */
export function NetworkListView({
  groups,
  currency,
  activeId,
  headingLevel = 2,
  renderLink,
}: NetworkListViewProps) {
  const [filter, setFilter] = useState<string>(ALL)
  const shown = groups.filter((g) => filter === ALL || g.kind === filter)
  return (
    <Flex direction="column" height="100%" minHeight="0">
      <Flex direction="column" gap="2" px="3" py="3" className={styles.header}>
        <Heading as={headingLevel === 1 ? 'h1' : 'h2'} size={headingLevel === 1 ? '6' : '3'}>
          Network
        </Heading>
        {groups.length > 1 && (
          <Select
            label="Show"
            size="1"
            value={filter}
            onValueChange={setFilter}
            options={[
              { value: ALL, label: 'All kinds' },
              ...groups.map((g) => ({ value: g.kind, label: g.label })),
            ]}
          />
        )}
      </Flex>
      <Box flexGrow="1" overflowY="auto" minHeight="0">
        {shown.map((group) => (
          <KindGroup
            key={group.kind}
            group={group}
            currency={currency}
            activeId={activeId}
            headingLevel={headingLevel}
            renderLink={renderLink}
          />
        ))}
      </Box>
    </Flex>
  )
}

function KindGroup({
  group,
  currency,
  activeId,
  headingLevel,
  renderLink,
}: {
  group: NetworkListGroup
  currency: string
  activeId?: string
  headingLevel: 1 | 2
  renderLink: RenderLink
}) {
  const [expanded, setExpanded] = useState(false)
  const { rows, error } = group
  const headingId = `network-kind-${group.kind}`
  let body: ReactNode
  if (error) {
    body = (
      <Box px="3" pb="3">
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
        {group.onRetry && (
          <Button mt="2" size="1" variant="soft" onClick={group.onRetry}>
            Retry {group.label.toLowerCase()}
          </Button>
        )}
      </Box>
    )
  } else if (rows === undefined) {
    body = (
      <Box px="3" pb="3">
        <SkeletonText lines={3} label={`Loading ${group.label.toLowerCase()}`} />
      </Box>
    )
  } else if (rows.length === 0) {
    body = (
      <Box px="3" pb="3">
        <Text as="p" size="2" color="gray">
          {group.emptyText}. {renderLink({ href: group.createHref, children: group.createLabel })}
        </Text>
      </Box>
    )
  } else {
    const visible = visibleRows(rows, { viewAll: true, expanded, limit: VIEW_ALL_INITIAL_ROWS })
    body = (
      <>
        <ul className={styles.list} aria-labelledby={headingId}>
          {visible.rows.map((row) => (
            <li key={row.id}>
              {renderLink({
                href: row.href,
                className: styles.item,
                'aria-current': row.id === activeId ? 'page' : undefined,
                children: <RowContent row={row} currency={currency} />,
              })}
            </li>
          ))}
        </ul>
        {visible.hiddenCount > 0 && (
          <Box px="3" pb="2">
            <Button size="1" variant="ghost" onClick={() => setExpanded(true)}>
              View all {group.label.toLowerCase()} ({rows.length})
            </Button>
          </Box>
        )}
      </>
    )
  }
  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" justify="between" gap="2" px="3" pt="3" pb="1">
        <Heading as={headingLevel === 1 ? 'h2' : 'h3'} size="2" id={headingId}>
          {group.label}
          {rows !== undefined && !error && (
            <Text color="gray" weight="regular">
              {' '}
              ({rows.length})
            </Text>
          )}
        </Heading>
        <IconButton size="1" variant="soft" asChild>
          {renderLink({
            href: group.createHref,
            'aria-label': group.createLabel,
            children: <PlusIcon aria-hidden />,
          })}
        </IconButton>
      </Flex>
      {body}
    </section>
  )
}

function RowContent({ row, currency }: { row: NetworkRow; currency: string }) {
  return (
    <>
      <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
        <Flex gap="2" align="center" minWidth="0">
          <Text size="2" weight="medium" truncate>
            {row.name}
          </Text>
          {row.isDefault && (
            <Badge size="1" color="iris" variant="soft" highContrast>
              Default
            </Badge>
          )}
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          {row.status && <StatusBadge status={row.status} />}
          {row.secondary && (
            <Text size="1" color="gray" truncate className="cirrus-tabular">
              {row.secondary}
            </Text>
          )}
          <OwnedByNote owner={row.owner} />
        </Flex>
      </Flex>
      {row.price !== undefined && (
        <Price
          amount={displayAmount(row.price)}
          currency={currency}
          showMonthly={false}
          size="1"
          align="right"
        />
      )}
    </>
  )
}
