// Issue 14 journey of the admin bare-metal screens, against `npm start`: an administrator adds a machine type
// (/admin/metal/specs) and a machine of it (/admin/metal/machines) → a customer leases it in the console
// (/metal/create) → the machine's history page (/admin/metal/machines/history/{location}/{uuid}) shows the lease
// with the customer. The customer and the administrator each have their own browser context.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminUser, demoUser, signIn } from '../support/session'

async function asAdmin(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, `/admin${path}`, adminUser)
  return page
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

test('an administrator adds a machine type and a machine, a customer leases it, its history shows the lease', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36)
  const typeName = `bm.e2e${suffix}`
  const display = `Journey ${suffix}`
  const hostname = `tll01-e2e-${suffix}`
  const serial = `SN-E2E-${suffix.toUpperCase()}`

  // The administrator adds a machine type with its hourly price…
  const admin = await asAdmin(browser, '/metal/specs')
  await expect(admin.getByRole('heading', { level: 1, name: 'Machine types' })).toBeVisible()
  await admin.getByLabel('Name', { exact: true }).fill(typeName)
  await admin.getByLabel('Display name').fill(display)
  await admin.getByLabel('CPU model').fill('AMD EPYC 9124')
  await admin.getByLabel('CPU cores').fill('16')
  await admin.getByLabel('RAM (GB)').fill('128')
  await admin.getByLabel('Disks', { exact: true }).fill('2')
  await admin.getByLabel('Disk size (GB)').fill('960')
  await admin.getByLabel(/^Hourly price/).fill('1.25')
  await admin.getByRole('button', { name: 'Add machine type' }).click()
  await expect(admin.getByText('Machine type added')).toBeVisible()
  const types = admin.getByRole('table', { name: 'Machine types' })
  await expect(types.getByRole('row').filter({ hasText: typeName })).toContainText('1.25')

  // …and a machine of it in the default location.
  await admin.goto('/admin/metal/machines')
  await expect(admin.getByRole('heading', { level: 1, name: 'Machines' })).toBeVisible()
  await choose(admin, 'Location', 'tll01')
  await choose(admin, 'Machine type', new RegExp(typeName.replace('.', '\\.')))
  await admin.getByRole('textbox', { name: 'Serial number' }).fill(serial)
  await admin.getByRole('textbox', { name: 'Host name' }).fill(hostname)
  await admin.getByRole('textbox', { name: 'IP address' }).fill('203.0.113.250')
  await admin.getByRole('button', { name: 'Add machine' }).click()
  await expect(admin.getByText('Machine added')).toBeVisible()

  // The customer leases it in the console.
  await signIn(page, '/metal/create', demoUser)
  await expect(page.getByRole('heading', { name: 'Lease a bare metal server' })).toBeVisible()
  await page.getByRole('radio', { name: new RegExp(`${display} · ${typeName.replace('.', '\\.')}`) }).click()
  const name = `lease-${suffix}`
  await page.getByLabel('Name (optional)').fill(name)
  await page
    .getByLabel('SSH public key')
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl e2e@cirrus')
  await page.getByRole('button', { name: 'Lease server' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Bare metal server leased' })).toBeVisible({
    timeout: 60_000,
  })

  // The stock shows the machine leased, with its customer; its history shows the lease.
  await admin.reload()
  await admin.getByRole('searchbox', { name: 'Search machines' }).fill(serial)
  const row = admin.getByRole('row').filter({ hasText: hostname })
  await expect(row).toContainText('leased')
  await expect(row.getByRole('link', { name: `Open customer ${demoUser.email}` })).toBeVisible()
  await row.getByRole('link', { name: `History of ${hostname}` }).click()
  await expect(admin).toHaveURL(/\/admin\/metal\/machines\/history\/tll01\/[0-9a-f-]{36}$/)
  await expect(admin.getByRole('heading', { level: 1, name: hostname })).toBeVisible()
  const leases = admin.getByRole('table', { name: 'Leases of this machine' })
  await expect(leases.getByRole('row').filter({ hasText: name })).toContainText(demoUser.email)
  const history = admin.getByRole('table', { name: 'History of this machine' })
  await expect(history.getByRole('row').filter({ hasText: 'Leased' })).toContainText(demoUser.email)
  await expect(history.getByRole('row').filter({ hasText: 'Added to the stock' })).toContainText(
    adminUser.email,
  )
})
