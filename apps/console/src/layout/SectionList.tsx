import { useState, type ReactNode } from 'react'
import { Box, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { ExclamationTriangleIcon, PlusIcon } from '@radix-ui/react-icons'
import {
  EmptyState,
  Price,
  SkeletonText,
  StatusBadge,
  visibleRows,
  type RenderLink,
} from '@cirrus/design-system'
import { OwnedByNote } from '../pages/access/OwnedName'
import styles from './SectionList.module.css'

/** One resource in a section list. */
export type SectionListItem = {
  id: string
  /** The resource's name: the link text. */
  name: string
  /** The resource's page. */
  href: string
  /** Status shown as a badge with text; none for resources without states (buckets). */
  status?: string
  /** A secondary fact in gray, e.g. `2 vCPU · 4 GB RAM`. */
  secondary?: string
  /**
   * Hourly price; null when unavailable. Display number from the domain's exact money. Left out for a row that
   * has no hourly price (a billing account shows its month so far as `secondary`; API tokens and delegation
   * groups cost nothing).
   */
  price?: number | null
  /** A line under the row, outside its link: for links of its own (e.g. the VM a disk is attached to). */
  detail?: ReactNode
  /** The owner's username when the resource is shared with the user through delegation (SPEC §6). */
  owner?: string
}

/** Props of {@link SectionList}. */
export type SectionListProps = {
  /** The list's heading, e.g. 'Virtual machines'. */
  title: string
  /** The create button's text, e.g. 'Create VM'. */
  createLabel: string
  /** Where the create button leads. */
  createHref: string
  /** The resources; ignored while loading or on error. */
  items: readonly SectionListItem[]
  /** The currency of the prices. */
  currency: string
  /** The item of the page being shown, marked current. */
  activeId?: string
  /** Shows skeleton rows. */
  loading?: boolean
  /** A load error, shown with a retry button. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** What an empty list says, and what to do next. */
  empty: { title: string; description: ReactNode; icon?: ReactNode }
  /** Renders links with the router; a plain `<a>` by default. */
  renderLink: RenderLink
  /** Show the first 10 items and a "View all" button for the rest (SPEC §9). @default false */
  viewAll?: boolean
}

/**
 * The current section's resources with a create button (SPEC §2: the sidebar beside the content, and the
 * /section/{name} screen on mobile). Status as a badge plus text, the hourly price right-aligned.
 */
export function SectionList({
  title,
  createLabel,
  createHref,
  items,
  currency,
  activeId,
  loading = false,
  error = null,
  onRetry,
  empty,
  renderLink,
  viewAll = false,
}: SectionListProps) {
  const [expanded, setExpanded] = useState(false)
  const shown = visibleRows(items, { viewAll, expanded })
  let body: ReactNode
  if (loading) {
    body = (
      <Box p="3">
        <SkeletonText lines={6} label={`Loading ${title.toLowerCase()}`} />
      </Box>
    )
  } else if (error) {
    body = (
      <Box p="3">
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
        {onRetry && (
          <Button mt="3" variant="soft" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Box>
    )
  } else if (items.length === 0) {
    body = (
      <EmptyState
        size="1"
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        actionLabel={createLabel}
        actionHref={createHref}
        renderLink={renderLink}
      />
    )
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={title}>
          {shown.rows.map((item) => (
            <li key={item.id}>
              {renderLink({
                href: item.href,
                className: styles.item,
                'aria-current': item.id === activeId ? 'page' : undefined,
                children: (
                  <>
                    <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
                      <Text size="2" weight="medium" truncate>
                        {item.name}
                      </Text>
                      <Flex gap="2" align="center" wrap="wrap">
                        {item.status && <StatusBadge status={item.status} />}
                        {item.secondary && (
                          <Text size="1" color="gray" truncate>
                            {item.secondary}
                          </Text>
                        )}
                        <OwnedByNote owner={item.owner} />
                      </Flex>
                    </Flex>
                    {item.price !== undefined && (
                      <Price
                        amount={item.price}
                        currency={currency}
                        showMonthly={false}
                        size="1"
                        align="right"
                      />
                    )}
                  </>
                ),
              })}
              {item.detail && (
                <Box px="3" pb="2" mt="-1" pl="4">
                  <Text size="1">{item.detail}</Text>
                </Box>
              )}
            </li>
          ))}
        </ul>
        {shown.hiddenCount > 0 && (
          <Box px="3" pb="3">
            <Button variant="soft" size="1" onClick={() => setExpanded(true)}>
              View all ({items.length})
            </Button>
          </Box>
        )}
      </>
    )
  }

  return (
    <Flex direction="column" height="100%" minHeight="0">
      <Flex align="center" justify="between" gap="2" px="3" py="3" className={styles.header}>
        <Heading as="h2" size="3" truncate>
          {title}
        </Heading>
        {!loading && !error && items.length > 0 && (
          <Button size="2" asChild>
            {renderLink({
              href: createHref,
              children: (
                <>
                  <PlusIcon aria-hidden />
                  {createLabel}
                </>
              ),
            })}
          </Button>
        )}
      </Flex>
      <Box flexGrow="1" overflowY="auto" minHeight="0">
        {body}
      </Box>
    </Flex>
  )
}
