// Issue 14 journeys of the admin billing and growth screens, against `npm start`: an administrator creates a
// campaign → the demo customer redeems its code on their billing account → the credit shows as a credit line of
// the running month (the month's invoice carries it when the month closes: the platform's unit test
// routes/admin-billing.test.ts closes a month and reads it there); and the revenue report's figures equal the sum
// of the invoices (the demo seed invoices last month). The customer and the administrator each have a context.
import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminUser, demoUser, signIn } from '../support/session'

async function asAdmin(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, `/admin${path}`, adminUser)
  return page
}

/** An exact decimal as nano-units (the figures compared are exact, never float sums). */
function nanos(text: string): bigint {
  const [whole = '0', fraction = ''] = text
    .replace(/[^\d.-]/g, '')
    .replace('-', '')
    .split('.')
  const value = BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0').slice(0, 9) || '0')
  return text.trim().startsWith('-') ? -value : value
}

test('an administrator creates a campaign, a customer redeems it and the credit shows', async ({
  page,
  browser,
}) => {
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`
  const admin = await asAdmin(browser, '/campaigns')
  await expect(admin.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible()
  await admin.getByLabel('Campaign code').fill(code)
  await admin.getByLabel('Credit amount').fill('25')
  await admin.getByRole('button', { name: 'Add campaign' }).click()
  await expect(admin.getByText('Campaign created')).toBeVisible()
  const row = admin.getByRole('table', { name: 'Campaigns' }).getByRole('row', { name: new RegExp(code) })
  await expect(row).toContainText('25 EUR')

  await signIn(page, '/billing', demoUser)
  await page.getByRole('table', { name: 'Billing accounts' }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Campaign code' })).toBeVisible()
  const field = page.getByRole('textbox', { name: 'Campaign code', exact: true })
  // A code that does not exist is refused beside the field.
  await field.fill('NO-SUCH-CODE')
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(field).toHaveAccessibleDescription('Unknown campaign code')
  await field.fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByText('Campaign code redeemed')).toBeVisible()
  await expect(field).toHaveValue('')

  // The credit is a line of this month: the cost table's Credits column holds −€25.00 today.
  await page.getByRole('radio', { name: 'Table' }).click()
  const costs = page.getByRole('table', { name: 'Cost per day' })
  await expect(costs.getByRole('columnheader', { name: 'Credits' })).toBeVisible()
  await expect(costs).toContainText('-€25.00')

  // The administrator sees the redemption counted.
  await admin.reload()
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible()

  // Redeeming the same code again on the same account is refused beside the field.
  await field.fill(code)
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(field).toHaveAccessibleDescription(
    'This billing account is not eligible for this campaign code',
  )
})

test('the revenue report equals the sum of the invoices', async ({ browser }) => {
  const admin = await asAdmin(browser, '/reports')
  await expect(admin.getByRole('heading', { name: 'Invoices & Reports', level: 1 })).toBeVisible()
  const months = admin.getByRole('table', { name: 'Revenue by month' })
  await expect(months.getByRole('row')).not.toHaveCount(1)
  const sum = (await admin.getByText(/^Sum of every row: /).innerText()).replace('Sum of every row: ', '')

  // The invoices of every account (type invoice), summed exactly from the Invoices table's subtotals.
  const invoices = admin.getByRole('table', { name: 'Invoices' })
  await expect(invoices.getByRole('row').nth(1)).toBeVisible()
  const rows = invoices.getByRole('row').filter({ hasText: 'Invoice' })
  const subtotals = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const table = tr.closest('table')!
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim())
      return tr.querySelectorAll('td, th')[headers.indexOf('Subtotal')]?.textContent ?? '0'
    }),
  )
  expect(subtotals.length).toBeGreaterThan(0)
  const invoiced = subtotals.reduce((total, s) => total + nanos(s), 0n)
  expect(nanos(sum)).toBe(invoiced)

  // And the months' figures are the same sum.
  const monthSubtotals = await months
    .getByRole('row')
    .evaluateAll((trs) => trs.slice(1).map((tr) => tr.querySelectorAll('td, th')[2]?.textContent ?? '0'))
  expect(monthSubtotals.reduce((total, s) => total + nanos(s), 0n)).toBe(invoiced)
})
