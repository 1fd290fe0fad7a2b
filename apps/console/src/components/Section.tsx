import type { ReactNode } from 'react'
import { Card, Flex, Heading } from '@radix-ui/themes'

/** One panel of a detail page (VM, bucket, …): a card with a heading, optional actions on the right, and its content. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Card size="2" style={{ width: '100%' }} asChild>
      <section>
        <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          {actions && (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Flex>
        {children}
      </section>
    </Card>
  )
}
