// The customer's core journey (issue 5): sign in → create a VM → progress toast, then 'VM created' → stop it →
// its price drops by the CPU and RAM share → start → snapshot → delete. Against `npm start`, in Chromium.
import { expect, test, type Page } from '@playwright/test'
import { amountOf, signIn } from '../support/session'

/** The hourly amount of one row of the VM's price breakdown, or 0 when the row is absent. */
async function rowPrice(page: Page, component: string) {
  const table = page.getByRole('table', { name: 'Price breakdown' })
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: component, exact: true }) })
  if ((await row.count()) === 0) return 0
  return amountOf(await row.getByRole('cell').last().innerText())
}

/** The VM's total hourly price, read from the line after the breakdown ("Total €0.0523 / hour ≈ …"). */
async function totalPrice(page: Page) {
  const line = page.getByText('Total', { exact: true }).locator('..')
  return amountOf(await line.innerText())
}

test('sign in, create a VM, stop and start it, snapshot it, delete it', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  await page.goto('/compute/create')
  await expect(page.getByRole('heading', { name: 'Create a virtual machine' })).toBeVisible()
  const name = `e2e-${Date.now().toString(36)}`
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Username', { exact: true }).fill('cirrus')
  await page.getByLabel('Password', { exact: true }).fill('E2e-password-1')
  await page.getByRole('button', { name: 'Create VM' }).click()

  // The progress toast while the platform works, then the success toast and the VM's page.
  await expect(page.getByRole('status').filter({ hasText: `Creating VM [${name}]` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'VM created' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/compute\/vm\/[a-z0-9]+\/[0-9a-f-]{36}\/?$/)
  await expect(page.getByText('Running', { exact: true }).first()).toBeVisible()
  const vmUrl = page.url()

  // Issue 18: the list shows the VM's billing account, and its column filter (kept in the URL) is the platform's.
  await page.goto(`/compute?q=${name}`)
  const table = page.getByRole('table', { name: 'Virtual machines' })
  const row = table.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  const headers = await table.getByRole('columnheader').allTextContents()
  const account = (await row.locator('th, td').nth(headers.indexOf('Billing account')).textContent())!.trim()
  expect(account).not.toBe('')
  await page.goto(`/compute?q=${name}&f.billingAccount=${encodeURIComponent(account.toUpperCase())}`)
  await expect(row).toBeVisible()
  await expect(page.getByRole('button', { name: 'Filter Billing account' })).toHaveAttribute('data-active')
  await page.goto(`/compute?q=${name}&f.billingAccount=no-such-account-${name}`)
  await expect(page.getByText('Nothing matches the search or filters.')).toBeVisible()
  await expect(row).toHaveCount(0)
  await page.goto(vmUrl)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // The breakdown appears once the price list and the VM's public IPs are both known.
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toBeVisible()
  const cpu = await rowPrice(page, 'CPU')
  const ram = await rowPrice(page, 'RAM')
  const running = await totalPrice(page)
  expect(cpu).toBeGreaterThan(0)
  expect(ram).toBeGreaterThan(0)

  const lifecycle = page.getByRole('group', { name: 'Power and lifecycle' })
  await lifecycle.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Virtual Machine stopped' })).toBeVisible()
  await expect(page.getByText('Stopped', { exact: true }).first()).toBeVisible()
  await expect.poll(() => totalPrice(page)).toBeLessThan(running)
  const stopped = await totalPrice(page)
  // The drop is exactly the CPU and RAM share (to the display precision of three significant digits).
  expect(Math.abs(running - cpu - ram - stopped)).toBeLessThan(running * 0.01)
  expect(await rowPrice(page, 'CPU')).toBe(0)
  expect(await rowPrice(page, 'RAM')).toBe(0)

  await lifecycle.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Virtual Machine started' })).toBeVisible()
  await expect.poll(() => totalPrice(page)).toBeCloseTo(running, 6)

  await page.getByRole('button', { name: 'Take snapshot' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Snapshot created' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Restore from snapshot/ })).toBeVisible()

  await lifecycle.getByRole('button', { name: 'Delete', exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(name)
  const typed = dialog.getByRole('textbox')
  if (await typed.count()) await typed.fill(name)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Virtual Machine deleted' })).toBeVisible()
})
