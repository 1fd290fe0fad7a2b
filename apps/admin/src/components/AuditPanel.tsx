import { Flex, Heading } from '@radix-ui/themes'
import type { AuditEntry } from '@cirrus/domain'
import { AuditTable } from './AuditTable'

/** Props of {@link AuditPanel}. */
export type AuditPanelProps = {
  /** The resource's audit entries, newest first; undefined while loading. */
  entries: readonly AuditEntry[] | undefined
  /** A load error. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
}

/**
 * The audit panel of a resource's admin page (issue 13 "Audit log … shown on each resource's admin page"): every
 * admin change of this one resource, who made it and when, with before and after.
 */
export function AuditPanel({ entries, error, onRetry }: AuditPanelProps) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="4">
        Audit log
      </Heading>
      <AuditTable label="Audit log of this resource" entries={entries} error={error} onRetry={onRetry} />
    </Flex>
  )
}
