import type { ReactNode } from 'react'
import { Card, Flex, Heading } from '@radix-ui/themes'

/** One part of a create form (VM, load balancer, firewall…): a card with a heading and its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="3" asChild>
      <section>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          {children}
        </Flex>
      </section>
    </Card>
  )
}
