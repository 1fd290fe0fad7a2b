import type { ReactNode } from 'react'
import { Button, Callout, Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes'
import { InfoCircledIcon } from '@radix-ui/react-icons'
import { KeyValueList, type KeyValueItem, type RenderLink } from '@cirrus/design-system'
import { LoadError } from './AdminPage'
import { AuditPanel, type AuditPanelProps } from './AuditPanel'

/** One admin action of a resource page: a button. */
export type ResourceAction = {
  /** The button's text (and accessible name). */
  label: string
  onClick: () => void
  /** @default 'gray' */
  color?: 'gray' | 'red' | 'iris'
  /** Shows the button as running. */
  busy?: boolean
  disabled?: boolean
}

/** Props of {@link ResourceDetailView}. */
export type ResourceDetailViewProps = {
  /** What the resource is, for people: 'Virtual machine', 'Host', 'Billing account'… */
  kind: string
  /** The resource's name (the h1); undefined while loading. */
  title: string | undefined
  /** A badge or two beside the title (status, maintenance, default…). */
  status?: ReactNode
  /** The resource's properties; undefined while loading. */
  properties: readonly KeyValueItem[] | undefined
  /** Its admin actions. */
  actions?: readonly ResourceAction[]
  /** A load error of the resource. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
  /** True when the platform knows no such resource. */
  notFound?: boolean
  /** The resource's table (the back link). */
  backHref: string
  /** The table's name: 'Virtual machines'… (the back link says "All virtual machines"). */
  backLabel: string
  /** Renders links: the app passes its router's. */
  renderLink: RenderLink
  /** The resource's audit entries. */
  audit: AuditPanelProps
  /** Sections of the resource's own (a host's VMs…), under the properties. */
  children?: ReactNode
}

/**
 * A resource's admin page (issue 13 "a row opens its resource's admin page"): its properties, its admin actions
 * and its audit entries. Every admin table's row opens one; the route module fills it from the admin API.
 */
export function ResourceDetailView({
  kind,
  title,
  status,
  properties,
  actions = [],
  error,
  onRetry,
  notFound,
  backHref,
  backLabel,
  renderLink,
  audit,
  children,
}: ResourceDetailViewProps) {
  const loading = properties === undefined && !error && !notFound
  const back = (
    <Text size="2">
      <Link asChild>{renderLink({ href: backHref, children: `← All ${backLabel.toLowerCase()}` })}</Link>
    </Text>
  )
  if (notFound) {
    return (
      <Flex direction="column" gap="4" p={{ initial: '4', md: '6' }}>
        {back}
        <Heading as="h1" size="7">
          {kind} not found
        </Heading>
        <Callout.Root color="gray">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>It may have been deleted. Its table lists what exists now.</Callout.Text>
        </Callout.Root>
      </Flex>
    )
  }
  return (
    <Flex direction="column" gap="5" p={{ initial: '4', md: '6' }} maxWidth="1100px">
      {back}
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text size="2" color="gray">
            {kind}
          </Text>
          <Skeleton loading={loading}>
            <Heading as="h1" size="7">
              {title ?? kind}
            </Heading>
          </Skeleton>
          {status && (
            <Flex gap="2" align="center" wrap="wrap">
              {status}
            </Flex>
          )}
        </Flex>
        {actions.length > 0 && (
          <Flex gap="2" wrap="wrap" role="group" aria-label="Actions">
            {actions.map((a) => (
              <Button
                key={a.label}
                variant="soft"
                color={a.color ?? 'gray'}
                loading={a.busy}
                disabled={a.disabled}
                onClick={a.onClick}
              >
                {a.label}
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : (
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4">
            Properties
          </Heading>
          <KeyValueList items={properties ?? PLACEHOLDER} loading={loading} />
        </Flex>
      )}
      {children}
      {!error && <AuditPanel {...audit} />}
    </Flex>
  )
}

const PLACEHOLDER: KeyValueItem[] = ['Id', 'Location', 'Created'].map((label) => ({ label, value: '' }))

/** A property that opens another admin page (a VM's owner, a host's pool…). */
export const linkTo = (renderLink: RenderLink, href: string, text: string) => (
  <Link asChild>{renderLink({ href, children: text })}</Link>
)
