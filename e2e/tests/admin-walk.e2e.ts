// Issue 13: an administrator's short walk through the admin app against `npm start` — the dashboard (hosts and
// their load), the VM table (quick search, a row opens the VM's admin page), stopping that VM and reading the
// stop in its audit panel, then the Hypervisors and Billing Accounts tables. The customer's VM is made through
// the API for the walk and deleted at the end.
import { expect, test } from '@playwright/test'
import { createVmThroughApi, deleteVmThroughApi } from '../support/resources'
import { adminUser, demoUser, signIn } from '../support/session'

test('an administrator walks from the dashboard to a VM (stops it, sees the audit entry), hosts and accounts', async ({
  page,
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage()
  await signIn(customer, '/', demoUser)
  await expect(customer.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const vm = await createVmThroughApi(customer, `admin-walk-${Date.now() % 100000}`)
  try {
    await signIn(page, '/admin', adminUser)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Hosts and load per location' })).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Admin menu' })

    await menu.getByRole('link', { name: 'Virtual machines' }).click()
    await page.getByRole('searchbox', { name: 'Search virtual machines' }).fill(vm.name)
    const row = page.getByRole('row').filter({ hasText: vm.name })
    await expect(row).toHaveCount(1)
    await row.getByRole('rowheader', { name: vm.name }).click()

    await expect(page.getByRole('heading', { name: vm.name, level: 1 })).toBeVisible()
    await expect(page.getByText(demoUser.email)).toBeVisible()
    await page
      .getByRole('group', { name: 'Actions' })
      .getByRole('button', { name: 'Stop', exact: true })
      .click()
    await expect(page.getByText('Virtual Machine stopped')).toBeVisible()
    const audit = page.getByRole('table', { name: 'Audit log of this resource' })
    await expect(audit.getByRole('row').filter({ hasText: 'vm.stop' })).toContainText(adminUser.email)
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible()

    await menu.getByRole('link', { name: 'Hypervisors' }).click()
    await expect(
      page.getByRole('table', { name: 'Hypervisors' }).getByRole('progressbar').first(),
    ).toBeVisible()

    await menu.getByRole('link', { name: 'Billing Accounts' }).click()
    await expect(
      page
        .getByRole('table', { name: 'Billing accounts' })
        .getByRole('row')
        .filter({ hasText: demoUser.email })
        .first(),
    ).toBeVisible()
  } finally {
    await deleteVmThroughApi(customer, vm)
  }
})

test('an administrator opens every other screen: pools and their hosts, a location, currencies, admins, help, monitoring', async ({
  page,
}) => {
  await signIn(page, '/admin/host_pools', adminUser)
  const menu = page.getByRole('navigation', { name: 'Admin menu' })

  // A pool's row opens its page, which lists its hosts (read through /graphql) and its audit entries.
  const pools = page.getByRole('table', { name: 'Hypervisor pools' })
  const pool = pools.getByRole('rowheader').first()
  const poolName = (await pool.textContent())!.trim()
  await pool.click()
  await expect(page.getByRole('heading', { name: poolName, level: 1 })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Hosts of this pool' }).getByRole('rowheader').first(),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: 'Audit log of this resource' })).toBeVisible()

  await menu.getByRole('link', { name: 'Locations' }).click()
  const location = page.getByRole('table', { name: 'Locations' }).getByRole('rowheader').first()
  const locationName = (await location.textContent())!.trim()
  await location.click()
  await expect(page.getByRole('heading', { name: locationName, level: 1 })).toBeVisible()

  await menu.getByRole('link', { name: 'Currencies' }).click()
  await expect(
    page.getByRole('table', { name: 'Currencies' }).getByRole('row').filter({ hasText: 'EUR' }),
  ).toHaveCount(1)

  await menu.getByRole('link', { name: 'Admin users' }).click()
  await expect(
    page.getByRole('table', { name: 'Admin users' }).getByRole('row').filter({ hasText: adminUser.email }),
  ).toHaveCount(1)

  await menu.getByRole('link', { name: 'General' }).click()
  await expect(page.getByRole('form', { name: 'General settings' })).toBeVisible()

  await menu.getByRole('link', { name: 'Help' }).click()
  await expect(page.getByRole('link', { name: 'API documentation', exact: true })).toHaveAttribute(
    'href',
    /\/api-docs$/,
  )

  // The monitoring page reads the platform's metrics every few seconds; a reading appears in its table.
  await page.getByRole('link', { name: 'Monitoring' }).first().click()
  await expect(page.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible()
  const readings = page.getByRole('table', { name: 'Metric readings' }).getByRole('row')
  await expect(readings.filter({ hasNotText: 'The first figures come' }).nth(1)).toBeVisible()

  await menu.getByRole('link', { name: 'Test components' }).click()
  await expect(page.getByRole('region', { name: 'Status badges' })).toBeVisible()
})
