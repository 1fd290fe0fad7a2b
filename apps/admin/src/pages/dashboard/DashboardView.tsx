import { Flex, Heading, Text } from '@radix-ui/themes'
import type { AuditEntry } from '@cirrus/domain'
import { AuditTable } from '../../components/AuditTable'

/** Props of {@link DashboardView}. */
export type DashboardViewProps = {
  /** The newest audit entries; undefined while loading. */
  audit: readonly AuditEntry[] | undefined
  /** A load error of the audit entries. */
  auditError?: string
  /** Retries the audit load. */
  onRetryAudit?: () => void
}

/** /admin: the platform at a glance (issue 13 "/admin dashboard"). */
export function DashboardView({ audit, auditError, onRetryAudit }: DashboardViewProps) {
  return (
    <Flex direction="column" gap="5" p={{ initial: '4', md: '6' }}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Dashboard
        </Heading>
        <Text color="gray">The whole platform: every user, every location.</Text>
      </Flex>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Recent admin changes
        </Heading>
        <AuditTable entries={audit} label="Recent admin changes" error={auditError} onRetry={onRetryAudit} />
      </Flex>
    </Flex>
  )
}
