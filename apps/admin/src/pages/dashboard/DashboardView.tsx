import type { ReactNode } from 'react'
import { Badge, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes'
import { DataTable, StatusBadge } from '@cirrus/design-system'
import { formatDateTime, formatMoney, money, type AdminOverview, type AuditEntry } from '@cirrus/domain'
import { LoadError } from '../../components/AdminPage'
import { AuditTable } from '../../components/AuditTable'
import { capacityColumns } from '../infra/Usage'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link DashboardView}. */
export type DashboardViewProps = {
  /** The platform-wide figures; undefined while loading. */
  overview: AdminOverview | undefined
  /** A load error of the figures. */
  overviewError?: string
  /** Retries the figures. */
  onRetryOverview?: () => void
  /** The newest audit entries; undefined while loading. */
  audit: readonly AuditEntry[] | undefined
  /** A load error of the audit entries. */
  auditError?: string
  /** Retries the audit load. */
  onRetryAudit?: () => void
}

/** A metered amount for people; an unreadable one as written. */
function amountText(amount: string, currency: string): string {
  try {
    return formatMoney(money(amount, currency))
  } catch {
    return `${amount} ${currency}`
  }
}

function Stat({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Text size="2" color="gray">
          {label}
        </Text>
        <Skeleton loading={loading}>
          <Flex direction="column" gap="1">
            {children}
          </Flex>
        </Skeleton>
      </Flex>
    </Card>
  )
}

type IpRow = AdminOverview['ips'][number]
type SignUp = AdminOverview['recent_sign_ups'][number]
type LoadRow = AdminOverview['load'][number]

const count = new Intl.NumberFormat('en-GB')

/** /admin: the platform at a glance (issue 13 "/admin dashboard"). */
export function DashboardView({
  overview,
  overviewError,
  onRetryOverview,
  audit,
  auditError,
  onRetryAudit,
}: DashboardViewProps) {
  const loading = !overview && !overviewError
  const vmStates = Object.entries(overview?.vms_by_status ?? {}).sort(([a], [b]) => a.localeCompare(b))
  const vmTotal = vmStates.reduce((n, [, count]) => n + count, 0)
  return (
    <AdminScreen
      title="Dashboard"
      description="The whole platform: every user, every location. Times and months in UTC."
    >
      {overviewError ? (
        <LoadError error={overviewError} onRetry={onRetryOverview} />
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
          <Stat label="Users" loading={loading}>
            <Text size="7" weight="bold">
              {overview?.users ?? 0}
            </Text>
            <Text size="2" color="gray">
              {overview?.administrators ?? 0} administrators
            </Text>
          </Stat>
          <Stat label="Virtual machines" loading={loading}>
            <Text size="7" weight="bold">
              {vmTotal}
            </Text>
            <Flex gap="2" wrap="wrap">
              {vmStates.map(([status, count]) => (
                <Flex key={status} gap="1" align="center">
                  <StatusBadge status={status} />
                  <Text size="2">{count}</Text>
                </Flex>
              ))}
            </Flex>
          </Stat>
          <Stat label="Hosts" loading={loading}>
            <Text size="7" weight="bold">
              {overview?.hosts.total ?? 0}
            </Text>
            <Text size="2" color="gray">
              {overview?.hosts.in_maintenance ?? 0} in maintenance
            </Text>
          </Stat>
          <Stat
            label={`Revenue this month${overview ? ` (${overview.revenue.month})` : ''}`}
            loading={loading}
          >
            {(overview?.revenue.by_currency.length ?? 0) === 0 ? (
              <Text size="7" weight="bold">
                {amountText('0', 'EUR')}
              </Text>
            ) : (
              overview!.revenue.by_currency.map((r) => (
                <Text key={r.currency} size="7" weight="bold">
                  {amountText(r.amount, r.currency)}
                </Text>
              ))
            )}
            <Text size="2" color="gray">
              Metered so far, before VAT
            </Text>
          </Stat>
        </Grid>
      )}
      {!overviewError && (
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Hosts and load per location
          </Heading>
          <DataTable<LoadRow>
            label="Hosts and load per location"
            columns={[
              {
                id: 'location',
                header: 'Location',
                cell: (r) => r.display_name || r.location,
                primary: true,
              },
              {
                id: 'hosts',
                header: 'Hosts',
                numeric: true,
                cell: (r) => (r.in_maintenance ? `${r.hosts} (${r.in_maintenance} in maintenance)` : r.hosts),
              },
              // On a phone: the location and its hosts; the capacity figures leave (issue 16).
              ...capacityColumns<LoadRow>(
                (r) => r.capacity,
                (r) => `in ${r.display_name || r.location}`,
              ).map((column) => ({ ...column, hideBelow: 'xs' as const })),
            ]}
            rows={overview?.load ?? []}
            getRowId={(r) => r.location}
            loading={loading}
            emptyMessage="No locations yet"
          />
        </Flex>
      )}
      {!overviewError && (
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              IP addresses per location
            </Heading>
            {overview && (
              <Text size="2" color="gray">
                The public pool is shared by every location: {count.format(overview.public_pool.free)} of{' '}
                {count.format(overview.public_pool.total)} addresses free.
              </Text>
            )}
            <DataTable<IpRow>
              label="IP addresses per location"
              columns={[
                {
                  id: 'location',
                  header: 'Location',
                  cell: (r) => r.display_name || r.location,
                  primary: true,
                },
                { id: 'used', header: 'Used', numeric: true, cell: (r) => r.used },
              ]}
              rows={overview?.ips ?? []}
              getRowId={(r) => r.location}
              loading={loading}
              emptyMessage="No locations yet"
            />
          </Flex>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              Recent sign-ups
            </Heading>
            <DataTable<SignUp>
              label="Recent sign-ups"
              columns={[
                {
                  id: 'email',
                  header: 'User',
                  primary: true,
                  cell: (u) => (
                    <Flex gap="2" align="center">
                      {u.email}
                      {u.is_admin && (
                        <Badge color="orange" highContrast>
                          Admin
                        </Badge>
                      )}
                    </Flex>
                  ),
                },
                {
                  id: 'created',
                  header: 'Signed up (UTC)',
                  cell: (u) => formatDateTime(u.created_at, { timeZone: 'UTC' }),
                },
              ]}
              rows={overview?.recent_sign_ups ?? []}
              getRowId={(u) => String(u.id)}
              loading={loading}
              emptyMessage="No users yet"
            />
          </Flex>
        </Grid>
      )}
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Recent admin changes
        </Heading>
        <AuditTable entries={audit} label="Recent admin changes" error={auditError} onRetry={onRetryAudit} />
      </Flex>
    </AdminScreen>
  )
}
