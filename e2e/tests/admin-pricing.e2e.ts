// Issue 13 journeys of the admin's infrastructure and pricing screens, against `npm start`: an administrator
// unpublishes an image version → a customer no longer sees it; an administrator raises the RAM price (preview,
// then save, effective now) → the customer's create page shows the new price. The customer and the administrator
// each have their own browser context. The changes are undone at the end so other journeys see the seed.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminUser, amountOf, demoUser, signIn } from '../support/session'

async function asAdmin(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, `/admin${path}`, adminUser)
  return page
}

async function ubuntuVersions(page: Page) {
  await expect(page.getByRole('heading', { name: 'Create a virtual machine' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Version' }).click()
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.first()).toBeVisible()
  const texts = await options.allTextContents()
  await page.keyboard.press('Escape')
  return texts
}

test('an administrator unpublishes an image version and a customer no longer sees it', async ({
  page,
  browser,
}) => {
  await signIn(page, '/compute/create', demoUser)
  expect(await ubuntuVersions(page)).toContain('22.04 LTS')

  const admin = await asAdmin(browser, '/vm_images')
  const toggle = admin.getByRole('switch', { name: 'Publish Ubuntu 22.04 LTS' })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(admin.getByText('Image version unpublished')).toBeVisible()
  await expect(toggle).not.toBeChecked()

  await page.reload()
  expect(await ubuntuVersions(page)).not.toContain('22.04 LTS')

  await toggle.click()
  await expect(toggle).toBeChecked()
})

test("an administrator raises the RAM price and the customer's create page shows the new price", async ({
  page,
  browser,
}) => {
  await signIn(page, '/compute/create', demoUser)
  // The summary's live price ("€0.0548 / hour …").
  const summary = page.getByRole('heading', { name: 'Summary' }).locator('..').locator('[aria-live="polite"]')
  await expect(summary).toContainText('€')
  const before = amountOf(await summary.innerText())

  const admin = await asAdmin(browser, '/prices')
  await admin.getByRole('button', { name: 'Edit 1 GB RAM', exact: true }).click()
  const price = admin.getByLabel('Price per hour (EUR)')
  const old = await price.inputValue()
  await price.fill('0.5')
  await admin.getByRole('button', { name: 'Preview' }).click()
  await expect(admin.getByRole('table', { name: 'What the change does to each customer' })).toBeVisible()
  await admin.getByRole('button', { name: 'Save price' }).click()
  await expect(admin.getByText('Price saved')).toBeVisible()

  await page.reload()
  await expect(summary).toContainText('€')
  await expect.poll(async () => amountOf(await summary.innerText())).toBeGreaterThan(before)

  // Back to the seed's price, so the other journeys price as before.
  await admin.getByRole('button', { name: 'Edit 1 GB RAM', exact: true }).click()
  await price.fill(old)
  await admin.getByRole('button', { name: 'Preview' }).click()
  await admin.getByRole('button', { name: 'Save price' }).click()
  await expect(admin.getByText('Price saved')).toHaveCount(2)
})
