// Error pages, the sidebar's remembered width and the mobile layout (issue 5), against `npm start`.
import { expect, test } from '@playwright/test'
import { signIn } from '../support/session'

test.beforeEach(async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
})

test("a missing VM's URL shows its 'is gone' page", async ({ page }) => {
  await page.goto('/compute/vm/tll01/00000000-0000-4000-8000-000000000000/')
  await expect(page.getByRole('heading', { name: 'This virtual machine is gone' })).toBeVisible()
  await expect(
    page.getByText('Time to move on. This item is deleted or you do not have access.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create new virtual machine' })).toBeVisible()
})

test("an unknown URL shows 'This page is gone'", async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'This page is gone' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
})

test('the sidebar keeps its width across reloads', async ({ page }) => {
  await page.goto('/compute')
  const handle = page.getByRole('separator', { name: 'Resize sidebar' })
  await expect(handle).toHaveAttribute('aria-valuenow', '330')
  await handle.focus()
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
  await expect(handle).toHaveAttribute('aria-valuenow', '380')
  await page.reload()
  await expect(page.getByRole('separator', { name: 'Resize sidebar' })).toHaveAttribute(
    'aria-valuenow',
    '380',
  )
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the mobile layout at 390×844 lists a section and refuses unknown ones', async ({ page }) => {
    await expect(page.getByRole('separator', { name: 'Resize sidebar' })).toHaveCount(0)
    await page.goto('/section/compute')
    await expect(page.getByRole('link', { name: 'web-1' })).toBeVisible()
    await page.goto('/section/nowhere')
    await expect(page.getByText('Section "nowhere" not defined')).toBeVisible()
  })
})
