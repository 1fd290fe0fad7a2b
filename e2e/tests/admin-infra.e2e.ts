// Issue 14 journey of the admin network screens, against `npm start`: an administrator adds a public IP range to
// Tallinn on /vm_conf → a customer creates an IP address there → /floating_ips shows it with its owner and the
// range's used count up by one. The customer and the administrator each have their own browser context.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminUser, demoUser, signIn } from '../support/session'

const RANGE = '198.18.7.0/24'
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function asAdmin(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, `/admin${path}`, adminUser)
  return page
}

test('an administrator adds a public IP range, a customer gets an address from it, the IP table counts it', async ({
  page,
  browser,
}) => {
  const admin = await asAdmin(browser, '/vm_conf')
  await expect(admin.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible()
  const tallinn = admin.getByRole('form', { name: 'Add a public range to Tallinn' })
  // The rule of the platform, beside the field, before anything is sent.
  await tallinn.getByLabel('New range (CIDR)').fill('10.0.0.0/24')
  await tallinn.getByRole('button', { name: 'Add range' }).click()
  await expect(tallinn.getByText('Use public addresses')).toBeVisible()
  await tallinn.getByLabel('New range (CIDR)').fill(RANGE)
  await tallinn.getByRole('button', { name: 'Add range' }).click()
  await expect(toast(admin, 'Public IP range added')).toBeVisible()
  await expect(admin.getByRole('rowheader', { name: RANGE })).toBeVisible()

  // The IP table's range panel: nothing used yet.
  await admin.goto('/admin/floating_ips')
  const rangeRow = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: RANGE, exact: true }) })
  await expect(rangeRow).toHaveText(/Tallinn.*198\.18\.7\.0\/24\s*0\s*254/)

  // The customer creates an IP address in Tallinn (the default location): it comes from the new range.
  await signIn(page, '/network/create/ip_address', demoUser)
  await page.getByLabel('Name', { exact: true }).fill('from-range')
  await page.getByRole('button', { name: 'Create IP address' }).click()
  await expect(toast(page, 'IP Address created')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'from-range' })).toBeVisible()
  await expect(page.getByText('198.18.7.1').first()).toBeVisible()

  // The administrator sees it with its owner, and the range's used count up by one.
  await admin.reload()
  const ipRow = admin.getByRole('row').filter({ hasText: '198.18.7.1' }).filter({ hasText: 'from-range' })
  await expect(ipRow).toContainText(demoUser.email)
  await expect(ipRow.getByRole('link', { name: `Open owner ${demoUser.email}` })).toBeVisible()
  await expect(rangeRow).toHaveText(/Tallinn.*198\.18\.7\.0\/24\s*1\s*253/)
})
