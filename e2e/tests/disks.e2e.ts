// The disks journey (issue 10): sign in → create a disk (its price shown before it is sent) → 'Disk created'
// and its page → attach it to a VM (the dialog shows the price change per hour) → 'Disk attached' → the VM's
// page lists it, linked → detach → 'Disk detached' → delete (confirmed) → 'Disk deleted'. Against
// `npm start`, in Chromium.
import { expect, test } from '@playwright/test'
import { amountOf, signIn } from '../support/session'

test('create a disk, attach it to a VM, see it on the VM page, detach it, delete it', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // The nav leads to the disks section; its create button to the form.
  await page.getByRole('link', { name: 'Disks' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
  await page.goto('/disks/create')
  await expect(page.getByRole('heading', { name: 'Create a disk' })).toBeVisible()
  const name = `e2e-disk-${Date.now().toString(36)}`
  await page.getByLabel('Name (optional)').fill(name)
  const size = page.getByRole('spinbutton', { name: 'Size' })
  await size.fill('30')
  await size.blur()
  // The price is shown before anything is sent, and follows the size.
  const summary = page.getByRole('form', { name: 'Create a disk' })
  await expect(summary.getByText('30 GB disk · detached')).toBeVisible()
  const price = summary.getByText(/^€[\d.]+$/).first()
  expect(amountOf(await price.innerText())).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Create disk' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Disk created' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/disks\/disk\/[a-z0-9]+\/[0-9a-f-]{36}\/?$/)
  const diskUrl = new URL(page.url()).pathname
  const diskUuid = diskUrl.split('/').filter(Boolean).at(-1)!
  await expect(page.getByText(/This disk is detached and still billed/)).toBeVisible()

  // Attach to the demo customer's web server: the dialog shows the price change first.
  const actions = page.getByRole('group', { name: 'Disk actions' })
  await actions.getByRole('button', { name: 'Attach to VM' }).click()
  const attach = page.getByRole('dialog')
  await attach.getByRole('combobox', { name: 'Virtual machine' }).click()
  await page.getByRole('option', { name: 'web-1' }).click()
  await expect(attach.getByText('Price change of web-1:')).toBeVisible()
  await expect(attach.getByText(/^\+€[\d.]+ \/ hour$/)).toBeVisible()
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Disk attached' })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Detach' })).toBeVisible()

  // The VM's page lists the disk, linked back to the disk's page.
  await page.getByRole('link', { name: 'web-1' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible()
  const disks = page.getByRole('table', { name: 'Disks' })
  const link = disks.locator(`a[href$="/${diskUuid}/"]`)
  await expect(link).toBeVisible()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await actions.getByRole('button', { name: 'Detach' }).click()
  const detach = page.getByRole('alertdialog')
  await expect(detach).toContainText(name)
  await detach.getByRole('button', { name: 'Detach' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Disk detached' })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Attach to VM' })).toBeVisible()

  await actions.getByRole('button', { name: 'Delete' }).click()
  const remove = page.getByRole('alertdialog')
  await expect(remove).toContainText(name)
  await remove.getByRole('textbox').fill(name)
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Disk deleted' })).toBeVisible()
  await expect(page).toHaveURL(/\/disks\/?$/)
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
})
