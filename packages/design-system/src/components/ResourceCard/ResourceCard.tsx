import type { ReactNode } from 'react'
import { Callout, Card, Flex, Heading, Link, Text, VisuallyHidden } from '@radix-ui/themes'
import { ArrowRightIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { SkeletonCard } from '../Skeletons'
import {
  resourceCardHeadingSizes,
  type ResourceCardHeadingLevel,
  type ResourceCardSize,
} from './ResourceCard.variants'

export type ResourceCardProps = {
  /** Resource name (or the kind, on a dashboard summary), shown as the heading. */
  title: string
  /** Makes the title a link to the resource's detail page. */
  href?: string
  /** Secondary line under the title: location, type, size. */
  subtitle?: ReactNode
  /** Top-right slot, usually a StatusBadge. */
  status?: ReactNode
  /** Hourly price line, usually a Price; omitted when the resource is free. */
  price?: ReactNode
  /** Key facts, usually a KeyValueList. */
  children?: ReactNode
  /** Buttons at the bottom left (Start, Stop, a menu). */
  actions?: ReactNode
  /** Where "View all" leads (a list page). An href, not a handler, so it works as a plain link. */
  viewAllHref?: string
  /** Text of the view-all link; the title is added for screen readers. @default 'View all' */
  viewAllLabel?: string
  /** Renders links with the app's router link (rendered through Radix `asChild`); a plain `<a>` by default. */
  renderLink?: RenderLink
  /** Show a skeleton of the card while its data loads. @default false */
  loading?: boolean
  /** A failure to load the card's data, shown instead of the facts. */
  error?: ReactNode
  /** @default '2' */
  size?: ResourceCardSize
  /** Heading level, to fit the page outline. @default 'h3' */
  headingLevel?: ResourceCardHeadingLevel
}

/**
 * A card for one resource (or a dashboard summary of a kind): heading with status, price, key facts, actions
 * and an optional "View all" link (STYLE.md "A design-system component").
 */
export function ResourceCard({
  title,
  href,
  subtitle,
  status,
  price,
  children,
  actions,
  viewAllHref,
  viewAllLabel = 'View all',
  renderLink = defaultRenderLink,
  loading = false,
  error,
  size = '2',
  headingLevel = 'h3',
}: ResourceCardProps) {
  if (loading) return <SkeletonCard size={size} label={`Loading ${title}`} />
  const hasFooter = Boolean(actions) || viewAllHref !== undefined
  return (
    <Card size={size}>
      <Flex direction="column" gap={size === '1' ? '2' : '3'} height="100%">
        <Flex justify="between" align="start" gap="3">
          <Flex direction="column" gap="1" minWidth="0">
            <Heading
              as={headingLevel}
              size={resourceCardHeadingSizes[size]}
              style={{ overflowWrap: 'anywhere' }}
            >
              {href === undefined ? title : <Link asChild>{renderLink({ href, children: title })}</Link>}
            </Heading>
            {subtitle && (
              <Text as="div" size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
                {subtitle}
              </Text>
            )}
          </Flex>
          {status && <Flex flexShrink="0">{status}</Flex>}
        </Flex>
        {price && <div>{price}</div>}
        {error ? (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : (
          children && <div>{children}</div>
        )}
        {hasFooter && (
          <Flex justify="between" align="center" gap="3" wrap="wrap" mt="auto" pt="1">
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
            {viewAllHref !== undefined && (
              <Link asChild size="2" weight="medium">
                {renderLink({
                  href: viewAllHref,
                  children: (
                    <>
                      {viewAllLabel}
                      <VisuallyHidden> {title}</VisuallyHidden>
                      <ArrowRightIcon aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
                    </>
                  ),
                })}
              </Link>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  )
}
