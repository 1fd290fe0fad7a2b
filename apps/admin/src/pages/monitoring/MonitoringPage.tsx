/**
 * /monitoring: the route module of the monitoring page. It reads `GET /v1/admin/metrics` (the /metrics text for an
 * administrator's session; /metrics itself stays loopback or METRICS_TOKEN only) every few seconds and keeps the
 * points in memory while the page is open.
 */
import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { metricsPoint, readMetrics, type MetricsPoint, type MetricsReading } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { MonitoringView } from './MonitoringView'
import { AdminActivity } from './AdminActivity'

/** Seconds between two readings. */
const INTERVAL_SECONDS = 5
/** Points kept (an hour at one every 5 s). */
const MAX_POINTS = 720

/** The monitoring screen. */
export default function MonitoringPage() {
  const { client } = useServices()
  const metrics = useQuery({
    queryKey: [...adminKeys.all, 'metrics'],
    queryFn: async ({ signal }) => readMetrics((await client.admin.metrics({ signal })).text, Date.now()),
    refetchInterval: INTERVAL_SECONDS * 1000,
    gcTime: 0,
  })
  const last = useRef<MetricsReading>(undefined)
  const [points, setPoints] = useState<MetricsPoint[]>([])
  useEffect(() => {
    const reading = metrics.data
    if (!reading || reading === last.current) return
    const before = last.current
    last.current = reading
    if (before) setPoints((p) => [...p, metricsPoint(before, reading)].slice(-MAX_POINTS))
  }, [metrics.data])
  return (
    <>
      <MonitoringView
        points={points}
        intervalSeconds={INTERVAL_SECONDS}
        error={metrics.error ? errorDetail(metrics.error) : undefined}
        onRetry={() => void metrics.refetch()}
      />
      <AdminActivity />
    </>
  )
}
