import type { ReactNode } from 'react'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { SkeletonPage } from '@cirrus/design-system'
import { PageHeader } from './PageHeader'

/** Props of {@link AdminPage}. */
export type AdminPageProps = {
  /** The page heading (h1). */
  title: string
  /** One line under the heading: what the page is for. */
  description?: string
  /** Shows a skeleton instead of the content. */
  loading?: boolean
  /** A load error: shown with a Retry button instead of the content. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
  children?: ReactNode
}

/** The frame of every admin screen: heading, description, and the loading and error states. */
export function AdminPage({ title, description, loading, error, onRetry, children }: AdminPageProps) {
  return (
    <Flex direction="column" gap="5" p={{ initial: '4', md: '6' }} maxWidth="960px">
      <PageHeader title={title} description={description} />
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : loading ? (
        <SkeletonPage label={`Loading ${title}`} />
      ) : (
        children
      )}
    </Flex>
  )
}

/** A load error with a Retry button. */
export function LoadError({ error, onRetry }: { error: string; onRetry?: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{error}</Callout.Text>
      {onRetry && (
        <Flex>
          <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
            Retry
          </Button>
        </Flex>
      )}
    </Callout.Root>
  )
}
