import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import type { RenderLink } from '@cirrus/design-system'

/** Props of {@link SectionView}. */
export type SectionViewProps = {
  /** 'Section "{name}" not defined' for an unknown name (SPEC §2); the list is not shown then. */
  notDefined?: string
  /** The section's resource list. */
  children?: ReactNode
  /** Renders links with the router. */
  renderLink: RenderLink
}

/**
 * /section/{name} on mobile (SPEC §2): a section's resource list full-screen (there is no sidebar below md), or
 * the message for a section that is not defined.
 */
export function SectionView({ notDefined, children, renderLink }: SectionViewProps) {
  if (notDefined) {
    return (
      <Flex direction="column" align="center" gap="4" p="6" style={{ textAlign: 'center' }}>
        <Heading as="h1" size="5">
          {notDefined}
        </Heading>
        <Text size="2" color="gray">
          Pick a section from the menu, or go back to the dashboard.
        </Text>
        <Button asChild variant="soft">
          {renderLink({ href: '/', children: 'Go to dashboard' })}
        </Button>
      </Flex>
    )
  }
  return (
    <Flex direction="column" height="100%" minHeight="0">
      {children}
    </Flex>
  )
}
