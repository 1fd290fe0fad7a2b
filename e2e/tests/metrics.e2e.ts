// VM metrics (issue 18): a customer opens a running VM and sees its CPU, memory, disk I/O and network charts, reads
// one as a table (what a screen reader gets), and switches the range from the last hour to the day and the week.
// The series come from the platform's simulator (apps/platform/src/sim/vm-metrics.ts) through
// GET /v1/{location}/user-resource/vm/metrics; the chart library loads lazily, when the charts first show.
import { expect, test } from '@playwright/test'
import { adminUser, signIn } from '../support/session'

test('a customer sees a running VM’s charts, their table view, and switches the range', async ({ page }) => {
  await signIn(page, '/compute')
  const sidebar = page.getByRole('complementary', { name: 'Virtual machines' })
  await sidebar.getByRole('link', { name: 'web-1' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible()

  const metrics = page.getByRole('region', { name: 'Metrics' })
  await expect(metrics.getByRole('heading', { level: 2, name: 'Metrics' })).toBeVisible()
  for (const name of ['CPU', 'Memory', 'Disk I/O', 'Network']) {
    const chart = metrics.getByRole('region', { name, exact: true })
    // The picture (its words for screen readers: latest and peak values), drawn once the library has loaded.
    await expect(chart.getByRole('img', { name: new RegExp(`^${name}\\. .*latest .*, peak `) })).toBeVisible()
    await expect(chart.locator('canvas').first()).toBeVisible()
  }

  // The table view of the CPU chart: one row per minute of the last hour, newest first.
  const cpu = metrics.getByRole('region', { name: 'CPU', exact: true })
  const toggle = cpu.getByRole('button', { name: 'Table view' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const table = cpu.getByRole('table', { name: 'CPU' })
  await expect(table.getByRole('columnheader')).toHaveText(['Time', 'CPU used'])
  await expect(table.getByRole('row')).toHaveCount(61)
  await expect(table.getByRole('cell').first()).toHaveText(/^\d+\.\d %$/)

  // The day: 5-minute points; the week: hourly points. The table view stays on while the range changes.
  const range = metrics.getByRole('radiogroup', { name: 'Time range' })
  await range.getByRole('radio', { name: 'Last day' }).click()
  await expect(range.getByRole('radio', { name: 'Last day' })).toHaveAttribute('aria-checked', 'true')
  await expect(table.getByRole('row')).toHaveCount(289)
  await range.getByRole('radio', { name: 'Last week' }).click()
  await expect(table.getByRole('row')).toHaveCount(169)

  // Back to the picture.
  await toggle.click()
  await expect(cpu.getByRole('img', { name: /^CPU\. CPU used: latest / })).toBeVisible()
})

test('an administrator sees the same charts on a host page: the sum of its VMs', async ({ page }) => {
  await signIn(page, '/admin/hosts', adminUser)
  await expect(page.getByRole('heading', { level: 1, name: 'Hypervisors' })).toBeVisible()
  // The host of the demo's VMs: the busiest one of the list the page itself reads.
  const hosts = (await (await page.request.get('/v1/admin/hosts')).json()) as {
    uuid: string
    vm_count: number
  }[]
  const busy = hosts.reduce((a, b) => (b.vm_count > a.vm_count ? b : a))
  expect(busy.vm_count).toBeGreaterThan(0)
  await page.goto(`/admin/hosts/${busy.uuid}`)

  const metrics = page.getByRole('region', { name: 'Metrics' })
  for (const name of ['CPU', 'Memory', 'Disk I/O', 'Network']) {
    const chart = metrics.getByRole('region', { name, exact: true })
    await expect(chart.getByRole('img', { name: new RegExp(`^${name}\\. .*latest .*, peak `) })).toBeVisible()
  }
  const network = metrics.getByRole('region', { name: 'Network', exact: true })
  await network.getByRole('button', { name: 'Table view' }).click()
  await expect(network.getByRole('table', { name: 'Network' }).getByRole('columnheader')).toHaveText([
    'Time',
    'In',
    'Out',
  ])
})
