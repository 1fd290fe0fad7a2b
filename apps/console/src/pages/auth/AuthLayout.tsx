import type { ReactNode } from 'react'
import { Callout, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'

/** Props of {@link AuthLayout}. */
export type AuthLayoutProps = {
  title: string
  subtitle?: ReactNode
  /** A failure that belongs to no field (wrong credentials, no connection), announced above the form. */
  error?: string
  children: ReactNode
}

/** The frame of the sign-in and sign-up screens: the brand, a heading and the form on a card. */
export function AuthLayout({ title, subtitle, error, children }: AuthLayoutProps) {
  return (
    <Flex asChild direction="column" align="center" justify="center" gap="5" p="4" minHeight="100dvh">
      <main>
        <Flex align="center" gap="2" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 20 20">
            <rect width="20" height="20" rx="5" fill="var(--accent-9)" />
            <path
              d="M5 12.5a3 3 0 0 1 3-3 4 4 0 0 1 7.5 1.5A2 2 0 0 1 15 15H7.5A2.5 2.5 0 0 1 5 12.5Z"
              fill="white"
            />
          </svg>
          <Text size="6" weight="bold">
            Cirrus
          </Text>
        </Flex>
        <Card size="3" style={{ width: '100%', maxWidth: 420 }}>
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              <Heading as="h1" size="6">
                {title}
              </Heading>
              {subtitle && (
                <Text size="2" color="gray">
                  {subtitle}
                </Text>
              )}
            </Flex>
            {error && (
              <Callout.Root color="red" size="1" role="alert">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            )}
            {children}
          </Flex>
        </Card>
      </main>
    </Flex>
  )
}
