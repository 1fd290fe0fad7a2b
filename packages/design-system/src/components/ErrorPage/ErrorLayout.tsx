import type { ReactNode } from 'react'
import { Flex, Heading } from '@radix-ui/themes'

/** The frame shared by the error pages: an icon, the SPEC §2 heading, text and actions, centred. */
export function ErrorLayout({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
}) {
  return (
    <Flex
      direction="column"
      align="center"
      gap="4"
      py="9"
      px="4"
      width="100%"
      style={{ textAlign: 'center' }}
    >
      <Flex
        aria-hidden="true"
        align="center"
        justify="center"
        width="56px"
        height="56px"
        flexShrink="0"
        style={{ borderRadius: '50%', background: 'var(--gray-a3)', color: 'var(--gray-11)' }}
      >
        {icon}
      </Flex>
      <Heading as="h1" size="7" weight="bold" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Heading>
      {children}
    </Flex>
  )
}
