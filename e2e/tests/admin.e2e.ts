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
