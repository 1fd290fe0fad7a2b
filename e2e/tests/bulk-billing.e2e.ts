// The bulk "Change billing account" journey (issue 18): a customer with two billing accounts selects two disks
// in the disks table → "Change billing account" → chooses the other account → the confirmation lists each disk
// with its account before → after and the hourly price that moves → Move → one progress group, all done → the
// table's billing-account column shows the new account, and the platform's record agrees (read with the API).
// Against `npm start`, in Chromium.
import { expect, test, type Page } from '@playwright/test'
import { signIn } from '../support/session'
import { defaultLocation } from '../support/resources'

const WRITE = { 'X-Cirrus-Client': 'console' }

async function createDisk(page: Page, location: string, name: string): Promise<string> {
  const response = await page.request.post(`/v1/${location}/storage/disks`, {
    headers: WRITE,
    form: { size_gb: '10', display_name: name },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { uuid: string }).uuid
}

test('move two disks to the other billing account from the disks table', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // Setup through the API: a second billing account and two disks on the default one.
  const suffix = Date.now().toString(36)
  const title = `Research ${suffix}`
  const created = await page.request.post('/v1/payment/billing_account', {
    headers: WRITE,
    data: { title, email: `research-${suffix}@cirrus.test` },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const target = ((await created.json()) as { id: number }).id
  const location = await defaultLocation(page)
  const names = [`e2e-bill-a-${suffix}`, `e2e-bill-b-${suffix}`]
  const uuids = [await createDisk(page, location, names[0]!), await createDisk(page, location, names[1]!)]

  await page.goto('/disks')
  const table = page.getByRole('table', { name: 'Disks' })
  await expect(table.getByRole('columnheader', { name: 'Billing account' })).toBeVisible()
  for (const name of names) {
    await expect(table.getByRole('row', { name: new RegExp(name) })).not.toContainText(title)
    await page.getByRole('checkbox', { name: `Select ${name}` }).click()
  }
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Change billing account' }).click()

  const dialog = page.getByRole('dialog', { name: 'Change the billing account of 2 resources' })
  await dialog.getByRole('combobox', { name: 'Billing account' }).click()
  await page.getByRole('option', { name: title }).click()
  await dialog.getByRole('button', { name: 'Review' }).click()

  const confirm = page.getByRole('dialog', { name: `Move 2 resources to ${title}?` })
  for (const name of names)
    await expect(confirm.getByText(new RegExp(`^${name}: .+ → ${title}$`))).toBeVisible()
  await expect(confirm.getByText(/\/h moves from the current accounts to/)).toBeVisible()
  // "Show API request" shows each disk's call.
  await confirm.getByRole('button', { name: /Show API request/ }).click()
  await expect(confirm.getByText(new RegExp(`storage/disks/${uuids[0]}`))).toBeVisible()
  await confirm.getByRole('button', { name: 'Move' }).click()

  const group = page.getByRole('region', { name: new RegExp(`^Move to ${title}: `) })
  await expect(group.getByRole('status')).toHaveText(`Move to ${title}: 2 of 2 done`)

  // The table follows, and the platform's record agrees.
  for (const name of names) {
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(title)
  }
  for (const uuid of uuids) {
    const response = await page.request.get(`/v1/${location}/storage/disks/${uuid}`)
    expect(((await response.json()) as { billing_account_id: number }).billing_account_id).toBe(target)
  }
})
