/**
 * The top of every admin screen: the h1 and one grey line saying what the screen is for; and the frame of a
 * screen (padding, column, the header above the content) that list, form and report screens share.
 */
import type { ReactNode } from 'react'
import { Flex, Heading, Text } from '@radix-ui/themes'

/** Props of {@link PageHeader}. */
export type PageHeaderProps = {
  /** The page heading (h1). */
  title: ReactNode
  /** What the page is for, under the heading. */
  description?: ReactNode
}

/** An admin screen's heading (h1) and description. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Flex direction="column" gap="1">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {description && <Text color="gray">{description}</Text>}
    </Flex>
  )
}

/** Props of {@link AdminScreen}. */
export type AdminScreenProps = PageHeaderProps & {
  /** The space between the header and the sections below it. @default '5' */
  gap?: '4' | '5'
  children?: ReactNode
}

/** An admin screen: the {@link PageHeader} and the screen's sections below it, full width. */
export function AdminScreen({ title, description, gap = '5', children }: AdminScreenProps) {
  return (
    <Flex direction="column" gap={gap} p={{ initial: '4', md: '6' }}>
      <PageHeader title={title} description={description} />
      {children}
    </Flex>
  )
}
