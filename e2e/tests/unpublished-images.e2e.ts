// SPEC §4, §6: image versions that are not published appear only to administrators, marked '(unpublished)'.
// The platform's seed has one: Ubuntu '25.10 (preview)' (apps/platform/src/seed.ts); Ubuntu is the default image.
import { expect, test, type Page } from '@playwright/test'
import { adminUser, demoUser, signIn, type Credentials } from '../support/session'

/** Signs in straight to the create page and opens the default image's version list. */
async function openUbuntuVersions(page: Page, user: Credentials) {
  await signIn(page, '/compute/create', user)
  await expect(page.getByRole('heading', { name: 'Create a virtual machine' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Ubuntu/ })).toBeChecked()
  await page.getByRole('combobox', { name: 'Version' }).click()
  const options = page.getByRole('listbox').getByRole('option')
  // The published versions are there for everyone.
  await expect(options.filter({ hasText: '24.04 LTS' })).toBeVisible()
  await expect(options.filter({ hasText: '22.04 LTS' })).toBeVisible()
  return options
}

test("an administrator sees and can choose an unpublished version, marked '(unpublished)'", async ({
  page,
}) => {
  const options = await openUbuntuVersions(page, adminUser)
  await expect(options).toHaveText(['24.04 LTS', '22.04 LTS', '20.04 LTS', '25.10 (preview) (unpublished)'])
  await options.filter({ hasText: '(unpublished)' }).click()
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveText('25.10 (preview) (unpublished)')
})

test('a customer does not see the unpublished version', async ({ page }) => {
  const options = await openUbuntuVersions(page, demoUser)
  await expect(options).toHaveText(['24.04 LTS', '22.04 LTS', '20.04 LTS'])
  await expect(page.getByText('(unpublished)')).toHaveCount(0)
})
