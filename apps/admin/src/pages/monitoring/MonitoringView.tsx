import { lazy, Suspense } from 'react'
import { Card, Flex, Grid, Heading } from '@radix-ui/themes'
import { DataTable, SkeletonBlock, type DataTableColumn } from '@cirrus/design-system'
import type { MetricsPoint } from '@cirrus/domain'
import { LoadError } from '../../components/AdminPage'
import { AdminScreen } from '../../components/PageHeader'

const MetricsChart = lazy(() => import('./MetricsChart'))

/** Props of {@link MonitoringView}. */
export type MonitoringViewProps = {
  /** The points read since the page opened, oldest first (one per poll after the first). */
  points: readonly MetricsPoint[]
  /** Seconds between two readings. */
  intervalSeconds: number
  /** A read error (the last reading failed). */
  error?: string
  onRetry?: () => void
}

const fixed = (digits: number) => (v: number) => v.toFixed(digits)
const FIGURES = [
  { figure: 'requestRate', title: 'Requests per second', format: fixed(2) },
  { figure: 'latencyMs', title: 'Mean latency (ms)', format: fixed(1) },
  { figure: 'operationsPerMinute', title: 'Operations per minute', format: fixed(1) },
  { figure: 'rssMb', title: 'Memory (RSS, MB)', format: fixed(0) },
] as const

const time = (at: number) => new Date(at).toISOString().slice(11, 19)

const columns: DataTableColumn<MetricsPoint>[] = [
  { id: 'at', header: 'Time (UTC)', cell: (p) => time(p.at), primary: true },
  // On a phone the readings keep the time and the first figure; the charts above show every figure.
  ...FIGURES.map((f, i) => ({
    id: f.figure,
    header: f.title,
    numeric: true as const,
    cell: (p: MetricsPoint) => f.format(p[f.figure]),
    ...(i > 0 ? { hideBelow: 'xs' as const } : {}),
  })),
]

/**
 * /monitoring (issue 13 /help "a monitoring dashboard"): the platform's /metrics read every few seconds while the
 * page is open, charted (request rate, latency, operations, memory), with the same figures as a table.
 */
export function MonitoringView({ points, intervalSeconds, error, onRetry }: MonitoringViewProps) {
  const waiting = points.length === 0 && !error
  return (
    <AdminScreen
      title="Monitoring"
      description={
        <>
          The platform’s metrics, read every {intervalSeconds} seconds while this page is open. Nothing is
          kept when you leave.
        </>
      }
    >
      {error && <LoadError error={error} onRetry={onRetry} />}
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        {FIGURES.map((f) => (
          <Card key={f.figure}>
            <Flex direction="column" gap="2">
              <Heading as="h2" size="3">
                {f.title}
              </Heading>
              {waiting ? (
                <SkeletonBlock height="160px" />
              ) : (
                <Suspense fallback={<SkeletonBlock height="160px" />}>
                  <MetricsChart points={points} figure={f.figure} format={f.format} />
                </Suspense>
              )}
            </Flex>
          </Card>
        ))}
      </Grid>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Readings
        </Heading>
        <DataTable
          label="Metric readings"
          columns={columns}
          rows={[...points].reverse()}
          getRowId={(p) => String(p.at)}
          loading={waiting}
          emptyMessage="The first figures come with the second reading"
          viewAll
        />
      </Flex>
    </AdminScreen>
  )
}
