// Billing, end to end (issue 12): the demo customer opens the billing section, the account, last month's
// invoice (seeded by the demo: two servers for 72 hours), and downloads it as PDF and CSV; both files hold the
// same lines and total as the page. Against `npm start`, in Chromium.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { extractText } from 'unpdf'
import { signIn } from '../support/session'

/** Downloads what a link points at and returns the file's bytes and name. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()])
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) }
}

test('open an invoice and download it as PDF and CSV', async ({ page }) => {
  await signIn(page)
  await page.getByRole('link', { name: 'Billing' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
  await page.getByRole('table', { name: 'Billing accounts' }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Cost per day' })).toBeVisible()

  // Last month's invoice: its lines add up to the total shown.
  const invoices = page.getByRole('table', { name: 'Invoices' })
  await invoices.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/billing\/account\/\d+\/detail\/invoice\/\d+$/)
  const lines = page.getByRole('table', { name: 'Invoice lines' })
  await expect(lines.getByRole('row', { name: /web-1: 2 vCPU/ })).toContainText('72')
  await expect(lines.getByRole('row', { name: /db-1: 1 vCPU/ })).toContainText('72')
  const total = (
    await lines
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .last()
      .innerText()
  ).trim()
  expect(total).toMatch(/^€\d+\.\d\d$/)

  const csv = await download(page, 'Download CSV')
  expect(csv.name).toMatch(/^invoice-\d{4}-\d{2}-\d+\.csv$/)
  const rows = csv.bytes.toString('utf8').trim().split('\r\n')
  expect(rows[0]).toBe('resource_type,resource_uuid,description,hours,unit_price,amount,currency')
  expect(rows.filter((r) => r.startsWith('vm,'))).toHaveLength(2)
  expect(rows.some((r) => r.includes('"web-1: 2 vCPU, 4 GB RAM, 40 GB",72,'))).toBe(true)
  const csvTotal = Number(rows.at(-1)!.split(',')[5])
  expect(csvTotal.toFixed(2)).toBe(total.slice(1))

  const pdf = await download(page, 'Download PDF')
  expect(pdf.name).toMatch(/^invoice-\d{4}-\d{2}-\d+\.pdf$/)
  const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true })
  expect(text).toContain('web-1: 2 vCPU, 4 GB RAM, 40 GB')
  expect(text).toContain('db-1: 1 vCPU, 2 GB RAM, 20 GB')
  expect(text).toContain(`Total ${total}`)
})
