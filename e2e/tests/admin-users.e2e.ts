// Issue 13 (/users): an administrator suspends a user, whose API calls are then refused (403), and unsuspends
// them. The seed's demo customer is the user; the journey leaves them unsuspended whatever happens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminUser, demoUser, signIn, type Credentials } from '../support/session'

/** The demo customer's own API call, with their own session (what the console sends). */
async function customerCall(request: APIRequestContext) {
  return request.get('/v1/user-resource/user')
}

async function signInApi(request: APIRequestContext, user: Credentials) {
  const res = await request.post('/auth/sign-in', { data: user })
  expect(res.status()).toBe(200)
}

/** The users row of the demo customer, found with the table's quick search. */
async function demoRow(page: Page) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(demoUser.email)
  const row = page.getByRole('row').filter({ hasText: demoUser.email })
  await expect(row).toHaveCount(1)
  return row
}

test.afterEach(async ({ playwright, baseURL }) => {
  // Never leave the demo customer suspended for the next journey.
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Cirrus-Client': 'console' },
  })
  await signInApi(admin, adminUser)
  const found = await admin.get(`/v1/admin/users?search=${encodeURIComponent(demoUser.email)}`)
  const [demo] = (await found.json()).items
  if (demo?.suspended)
    await admin.post('/v1/admin/users/suspension', { data: { id: demo.id, suspended: false } })
  await admin.dispose()
})

test("an administrator suspends a user: that user's API calls are refused until unsuspended", async ({
  page,
  playwright,
  baseURL,
}) => {
  const customer = await playwright.request.newContext({ baseURL })
  await signInApi(customer, demoUser)
  expect((await customerCall(customer)).status()).toBe(200)

  await signIn(page, '/admin/users', adminUser)
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  let row = await demoRow(page)
  await row.getByRole('button', { name: `Suspend ${demoUser.email}` }).click()
  await expect(row.getByText('Suspended')).toBeVisible()

  const refused = await customerCall(customer)
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toBe('This user is suspended. Contact support.')

  row = await demoRow(page)
  await row.getByRole('button', { name: `Unsuspend ${demoUser.email}` }).click()
  await expect(row.getByText('Active')).toBeVisible()
  expect((await customerCall(customer)).status()).toBe(200)
  await customer.dispose()
})
