import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { emptyStateScale, type EmptyStateSize } from './EmptyState.variants'

export type EmptyStateProps = {
  /** An icon for the kind of resource (decorative; hidden from screen readers). */
  icon?: ReactNode
  /** What is empty, e.g. 'No virtual machines'. */
  title: string
  /** What to do next, e.g. 'Create a virtual machine to run your workloads.' */
  description: ReactNode
  /** Text of the primary action, e.g. 'Create virtual machine'. Without it no action is shown. */
  actionLabel?: string
  /** Where the action leads (a create page). Takes precedence over `onAction`. */
  actionHref?: string
  /** Called when the action is a button (no `actionHref`), e.g. to open a dialog. */
  onAction?: () => void
  /** Renders the action link with the app's router link; a plain `<a>` by default. */
  renderLink?: RenderLink
  /** @default '2' */
  size?: EmptyStateSize
}

/**
 * What an empty list or screen shows: what is empty, what to do next, and the create action right there
 * (STYLE.md "every empty screen says what to do next, with the create button right there").
 */
export function EmptyState({
  icon,
  title,
  description,
  actionLabel,
  actionHref,
  onAction,
  renderLink = defaultRenderLink,
  size = '2',
}: EmptyStateProps) {
  const scale = emptyStateScale[size]
  const content = (
    <>
      <PlusIcon aria-hidden />
      {actionLabel}
    </>
  )
  let action: ReactNode = null
  if (actionLabel && actionHref !== undefined) {
    action = (
      <Button size={scale.button} asChild>
        {renderLink({ href: actionHref, children: content })}
      </Button>
    )
  } else if (actionLabel && onAction) {
    action = (
      <Button size={scale.button} onClick={onAction}>
        {content}
      </Button>
    )
  }
  return (
    <Flex
      direction="column"
      align="center"
      gap="3"
      py={size === '1' ? '4' : '7'}
      px="4"
      style={{ textAlign: 'center' }}
    >
      {icon && (
        <Flex
          aria-hidden="true"
          align="center"
          justify="center"
          flexShrink="0"
          width={`${scale.circle}px`}
          height={`${scale.circle}px`}
          style={{ borderRadius: '50%', background: 'var(--accent-a3)', color: 'var(--accent-11)' }}
        >
          {icon}
        </Flex>
      )}
      <Flex direction="column" align="center" gap="1" maxWidth="48ch">
        <Heading as="h2" size={scale.heading} weight="medium">
          {title}
        </Heading>
        <Text as="p" size={scale.text} color="gray">
          {description}
        </Text>
      </Flex>
      {action && <Flex mt="1">{action}</Flex>}
    </Flex>
  )
}
