// Live updates in the admin app (issue 18): an administrator has /admin/virtual_machines open; a customer creates
// and stops a VM through the API (their own session, no browser of theirs involved). The admin shell holds the admin
// event stream (`/v1/admin/events/stream`, every user's events), so the admin table shows each change within two
// seconds, without a reload; the monitoring page's feed is live and lists the customer's events.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { smallVmForm } from '../support/resources'
import { adminUser, demoUser, signIn } from '../support/session'

/** The headers of a cookie-authenticated write (CONTRACTS: the CSRF header the console's client sends). */
const WRITE = { 'X-Cirrus-Client': 'console' }

/** The customer's own API session (what a script with their sign-in would send). */
async function customerSession(request: APIRequestContext) {
  const res = await request.post('/auth/sign-in', { data: demoUser })
  expect(res.status()).toBe(200)
  const locations = (await (await request.get('/v1/config/locations')).json()) as {
    slug: string
    is_default: boolean
  }[]
  return (locations.find((l) => l.is_default) ?? locations[0]!).slug
}

test('a VM a customer creates and stops through the API appears in the open admin table within two seconds', async ({
  page,
  playwright,
  baseURL,
}) => {
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WRITE })
  const location = await customerSession(customer)

  // The admin shell opens the admin event stream as it mounts; the change is made once it is open.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/v1/admin/events/stream'))
  await signIn(page, '/admin/virtual_machines', adminUser)
  await expect(page.getByRole('heading', { name: 'Virtual machines', level: 1 })).toBeVisible()
  const table = page.getByRole('table', { name: 'Virtual machines' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  expect((await streamOpen).status()).toBe(200)

  let reloaded = false
  page.on('load', () => (reloaded = true))
  const name = `admin-live-${Date.now().toString(36)}`
  const created = await customer.post(`/v1/${location}/user-resource/vm`, {
    form: smallVmForm(name),
    timeout: 60_000,
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { uuid } = (await created.json()) as { uuid: string }
  // Newest first: the new VM is the table's first row.
  const row = table.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible({ timeout: 2_000 })
  await expect(row.getByRole('button', { name: `Stop ${name}`, exact: true })).toBeVisible()

  const stopped = await customer.post(`/v1/${location}/user-resource/vm/stop`, {
    form: { uuid },
    timeout: 60_000,
  })
  expect(stopped.ok(), await stopped.text()).toBe(true)
  expect(((await stopped.json()) as { status: string }).status).toBe('stopped')
  await expect(row.getByRole('button', { name: `Start ${name}`, exact: true })).toBeVisible({
    timeout: 2_000,
  })
  expect(reloaded).toBe(false)

  // The monitoring page's feed is live and lists the customer's stop of that VM.
  await page.getByRole('link', { name: 'Monitoring' }).click()
  const feed = page.getByRole('table', { name: 'Activity' })
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible()
  await expect(feed.getByRole('row').filter({ hasText: 'vm.stop' }).filter({ hasText: name })).toBeVisible()
  // A change made while the feed is open arrives without a reload.
  const deleted = await customer.delete(`/v1/${location}/user-resource/vm`, {
    form: { uuid },
    timeout: 60_000,
  })
  expect(deleted.ok(), await deleted.text()).toBe(true)
  await expect(feed.getByRole('row').filter({ hasText: 'vm.delete' }).filter({ hasText: name })).toBeVisible({
    timeout: 2_000,
  })
  expect(reloaded).toBe(false)
  await customer.dispose()
})
