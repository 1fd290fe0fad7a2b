/**
 * The demo customer's last month (issue 12): so a fresh demo shows an invoice to open and download, the demo
 * seed writes usage for the last three days of the previous month — the demo's web and database servers at their
 * prices from the current price list (the domain pricing engine) — and invoices that month like metering does.
 */
import { vmHourlyPrice } from '@cirrus/domain'
import type { Platform } from '../platform.js'
import { currentPriceList } from '../store/price-lists.js'
import { insertUsageRecords } from '../store/invoices.js'
import { monthOf } from './format.js'
import { invoiceMonth, monthStart } from './metering.js'

const HOUR = 3_600_000

/** The demo's servers as they ran last month. */
const DEMO_SERVERS = [
  { uuid: '00000000-0000-4000-8000-00000000d001', name: 'web-1', vcpu: 2, memory: 4096, disk: 40 },
  { uuid: '00000000-0000-4000-8000-00000000d002', name: 'db-1', vcpu: 1, memory: 2048, disk: 20 },
]

/** Writes the previous month's last 72 hours of the demo servers on `billingAccountId` and invoices the month. */
export async function seedDemoLastMonth(p: Platform, billingAccountId: number): Promise<void> {
  const now = p.clock()
  const start = monthStart(now).getTime()
  const list = await currentPriceList(p.store.db, now)
  const rows = DEMO_SERVERS.flatMap((server) => {
    const price = vmHourlyPrice(
      {
        vcpu: server.vcpu,
        memory: server.memory,
        status: 'running',
        storage: [{ size: server.disk, primary: true }],
      },
      { list },
    ).price
    if (!price) return []
    return Array.from({ length: 72 }, (_, i) => ({
      billingAccountId,
      hour: new Date(start - (72 - i) * HOUR),
      resourceType: 'vm',
      resourceUuid: server.uuid,
      description: `${server.name}: ${server.vcpu} vCPU, ${server.memory / 1024} GB RAM, ${server.disk} GB`,
      currency: price.currency,
      amount: price.amount,
    }))
  })
  if (rows.length === 0) return
  await insertUsageRecords(p.store.db, rows)
  await invoiceMonth(p, monthOf(new Date(start - HOUR)))
}
