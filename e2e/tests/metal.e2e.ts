// The bare-metal journey (issue 10): sign in → lease a machine on /metal/create (the price shown before sending)
// → its page follows the provisioning until it is active ('Bare metal server leased') → it is listed with its
// price → release it (confirmed) → 'Bare metal server released' and the lease shows Released. Against `npm start`.
import { expect, test } from '@playwright/test'
import { amountOf, signIn } from '../support/session'

test('lease a bare metal server, see it become active, release it', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // The section is in the nav (bare metal is on in the demo configuration).
  await page.getByRole('link', { name: 'Bare Metal' }).first().click()
  await expect(page).toHaveURL(/\/metal$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bare metal servers' })).toBeVisible()

  await page.goto('/metal/create')
  await expect(page.getByRole('heading', { name: 'Lease a bare metal server' })).toBeVisible()
  await page.getByRole('radio', { name: /Medium · bm\.medium/ }).click()
  const summary = page.getByRole('heading', { name: 'Summary' }).locator('..')
  await expect(summary).toContainText('/ hour')
  const price = amountOf(await summary.getByText(/^€\d/).first().innerText())
  expect(price).toBeGreaterThan(0)
  const name = `bm-${Date.now().toString(36)}`
  await page.getByLabel('Name (optional)').fill(name)
  await page
    .getByLabel('SSH public key')
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl e2e@cirrus')
  await page.getByRole('button', { name: 'Lease server' }).click()

  // The lease's page follows the operation until the server is active.
  await expect(page).toHaveURL(/\/metal\/lease\/[0-9a-f-]{36}\/?$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Bare metal server leased' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^203\.0\.113\.\d+$/)).toBeVisible()
  const pricePanel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Price' }) })
  expect(amountOf(await pricePanel.getByText(/^€\d/).first().innerText())).toBeCloseTo(price, 6)

  // Listed in the sidebar with its state.
  const sidebar = page.getByRole('list', { name: 'Bare metal servers' })
  await expect(sidebar.getByRole('link', { name: new RegExp(name) })).toContainText('Active')

  await page.getByRole('button', { name: 'Release' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(name)
  await dialog.getByRole('textbox').fill(name)
  await dialog.getByRole('button', { name: 'Release' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Bare metal server released' })).toBeVisible()
  await expect(page.getByText('Released', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('A released server costs nothing.')).toBeVisible()
  await expect(sidebar.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
})
