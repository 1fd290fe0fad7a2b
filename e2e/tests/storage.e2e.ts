// Object storage, end to end (issue 10): create a bucket → generate an access key (its secret shown once) →
// upload a file in the object browser → the bucket's size and price change → delete the object, the key and the
// bucket. Against `npm start`, in Chromium.
import { expect, test, type Page } from '@playwright/test'
import { amountOf, signIn } from '../support/session'

/** A fact of the bucket's overview, by its label ("Size", "Price", …). */
function fact(page: Page, label: string) {
  return page.locator(`dt:text-is("${label}") + dd`)
}

/** The bucket's hourly price, read from its overview ("€0.000034 / hour ≈ …"). */
async function hourlyPrice(page: Page) {
  return amountOf(await fact(page, 'Price').innerText())
}

test('create a bucket, generate a key, upload a file, watch size and price, delete it all', async ({
  page,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // Create: the price shows before anything is sent.
  await page.goto('/storage/create')
  await expect(page.getByRole('heading', { name: 'Create a bucket' })).toBeVisible()
  await expect(page.getByText('Then, per GB stored (rounded up to whole GB):')).toBeVisible()
  const name = `e2e-${Date.now().toString(36)}`
  await page.getByLabel('Name', { exact: true }).fill('Not_A_Bucket')
  await page.getByRole('button', { name: 'Create bucket' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    /Use lowercase letters only/,
  )
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Create bucket' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Object storage created' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/storage/bucket/${name}/$`))
  await expect(fact(page, 'Size')).toHaveText('0 B')
  await expect(fact(page, 'Price')).toContainText('/ hour')
  const emptyPrice = await hourlyPrice(page)
  await expect(page.getByRole('button', { name: 'Copy Endpoint' })).toBeVisible()

  // Generate a key: the secret is shown once, in a dialog, then never again.
  await page.getByRole('button', { name: 'Generate access key' }).first().click()
  // The toast shows behind the modal dialog, which hides the rest of the page from the accessibility tree.
  await expect(page.getByText('Storage access key generated')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Access key generated' })
  await expect(dialog.getByRole('alert')).toContainText('This is the only time the secret key is shown')
  await expect(dialog.getByRole('button', { name: 'Copy Secret key' })).toBeVisible()
  const secret = (await dialog.locator('dt:text-is("Secret key") + dd').innerText()).trim()
  const accessKey = (await dialog.locator('dt:text-is("Access key") + dd').innerText()).trim()
  expect(secret.length).toBeGreaterThan(10)
  await dialog.getByRole('button', { name: 'I have copied the secret' }).click()
  await expect(dialog).toBeHidden()
  const keys = page.getByRole('table', { name: 'Access keys' })
  await expect(keys.getByText(accessKey)).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('table', { name: 'Access keys' }).getByText(accessKey)).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)

  // Upload a file through the object browser's file button, with its progress bar.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose files' }).click()
  await (
    await chooser
  ).setFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.alloc(200 * 1024, 'a') })
  await expect(page.getByRole('progressbar', { name: 'Upload of hello.txt' })).toBeVisible()
  await expect(page.getByText('Uploaded · 200 KB')).toBeVisible()
  const objects = page.getByRole('table', { name: 'Objects' })
  await expect(objects.getByText('hello.txt')).toBeVisible()
  await expect(objects.getByRole('link', { name: 'Download hello.txt' })).toBeVisible()

  // The bucket's size and price follow what is stored: 200 KB is billed as 1 GB.
  await expect(fact(page, 'Size')).toHaveText('200 KB')
  await expect(fact(page, 'Billed as')).toContainText('1 GB')
  await expect.poll(() => hourlyPrice(page)).toBeGreaterThan(emptyPrice)

  // Delete the object, then the key, then the (now empty) bucket.
  await objects.getByRole('button', { name: 'Delete hello.txt' }).click()
  const confirmObject = page.getByRole('alertdialog')
  await confirmObject.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('This bucket is empty: upload files to fill it')).toBeVisible()
  await expect(fact(page, 'Size')).toHaveText('0 B')

  await keys.getByRole('button', { name: `Delete access key ${accessKey}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Storage access key deleted' })).toBeVisible()

  await page.getByRole('group', { name: 'Bucket actions' }).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('textbox').fill(name)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Object storage deleted' })).toBeVisible()
  await expect(page).toHaveURL(/\/storage$/)
  await expect(page.getByRole('table', { name: 'Buckets' }).getByText(name)).toHaveCount(0)
})

test("a missing bucket's URL shows its 'is gone' page with a create link", async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await page.goto('/storage/bucket/no-such-bucket-here/')
  await expect(page.getByRole('heading', { name: 'This bucket is gone' })).toBeVisible()
  await page.getByRole('link', { name: 'Create new bucket' }).click()
  await expect(page.getByRole('heading', { name: 'Create a bucket' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('/section/storage lists the buckets, or says how to create one', async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await page.goto('/section/storage')
    // The section's heading, exactly: an empty list adds its own 'No buckets' heading below it.
    await expect(page.getByRole('heading', { name: 'Buckets', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create bucket' }).first()).toBeVisible()
  })
})
