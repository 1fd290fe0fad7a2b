// The admin app (issue 13; SPEC §2 "Admin app", §6): served by the platform at /admin, administrators only.
// A signed-out visitor goes to sign-in and comes back to the admin page; a customer is refused.
import { expect, test } from '@playwright/test'
import { adminUser, demoUser, fillSignIn, signIn } from '../support/session'

test('a customer opening /admin sees the refusal and a way back to the main app', async ({ page }) => {
  await signIn(page, '/', demoUser)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page.goto('/admin/configuration')
  await expect(page.getByRole('heading', { name: 'Only for administrative users' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('a signed-out administrator signs in and lands back on the admin page', async ({ page }) => {
  await page.goto('/admin/')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin/)
  await fillSignIn(page, adminUser)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('the administrator switches off disks and the customer console loses Disks on its next load', async ({
  browser,
}) => {
  const customer = await (await browser.newContext()).newPage()
  await signIn(customer, '/', demoUser)
  const customerNav = customer.getByRole('navigation', { name: 'Main' })
  await expect(customerNav.getByRole('link', { name: 'Disks' })).toBeVisible()

  const admin = await (await browser.newContext()).newPage()
  await signIn(admin, '/admin/configuration', adminUser)
  await expect(admin.getByRole('heading', { name: 'Platform Configuration', level: 1 })).toBeVisible()
  const disks = admin.getByRole('switch', { name: 'Disks', exact: true })
  await expect(disks).toBeChecked()
  await disks.click()
  await expect(admin.getByText('Platform configuration updated')).toBeVisible()
  await expect(disks).not.toBeChecked()

  try {
    await customer.reload()
    await expect(customer.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(customerNav.getByRole('link', { name: 'Compute' })).toBeVisible()
    await expect(customerNav.getByRole('link', { name: 'Disks' })).toHaveCount(0)

    // The change is in the audit log on the admin dashboard.
    await admin
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    await expect(admin.getByRole('table', { name: 'Recent admin changes' })).toContainText('config.update')
  } finally {
    // Other journeys share this server: switch Disks back on through the same page.
    await admin.goto('/admin/configuration')
    await admin.getByRole('switch', { name: 'Disks', exact: true }).click()
    await expect(admin.getByRole('switch', { name: 'Disks', exact: true })).toBeChecked()
  }
  await customer.reload()
  await expect(customerNav.getByRole('link', { name: 'Disks' })).toBeVisible()
})
