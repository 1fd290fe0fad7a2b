// Access (issue 12): an API token restricted to one billing account, created in the console and used with curl
// (it reaches its account's VMs and is refused elsewhere, then deleted and refused altogether); a delegation
// group that shares the demo customer's resources with a second, newly signed-up user, who sees the owner's VM
// marked with the owner in their own console (and the owner's networks). Against `npm start`, in Chromium.
import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { linkIn, waitForMail } from '../support/mail'
import { defaultLocation } from '../support/resources'
import { demoUser, signIn } from '../support/session'

/** Calls the API with curl as a script would: `apikey` header; returns the status and the body. */
function curl(page: Page, token: string, method: string, path: string, form?: Record<string, string>) {
  const base = new URL(page.url()).origin
  const args = ['-s', '-o', '-', '-w', '\n%{http_code}', '-X', method, '-H', `apikey: ${token}`]
  for (const [key, value] of Object.entries(form ?? {})) args.push('--data-urlencode', `${key}=${value}`)
  const out = execFileSync('curl', [...args, `${base}${path}`], { encoding: 'utf8' })
  const cut = out.lastIndexOf('\n')
  return { status: Number(out.slice(cut + 1)), body: out.slice(0, cut) }
}

test('a restricted API token, shown once, reaches its billing account with curl and nothing else', async ({
  page,
}) => {
  await signIn(page, '/access/create/api_token')
  await expect(page.getByRole('heading', { name: 'Create an API token' })).toBeVisible()
  await page.getByRole('button', { name: 'Create API token' }).click()
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription(/Describe what the token is for/)
  const description = `e2e-${Date.now().toString(36)}`
  await page.getByLabel('Description').fill(description)
  await expect(page.getByRole('radio', { name: 'Restricted to one billing account' })).toBeChecked()
  await page.getByRole('button', { name: 'Create API token' }).click()

  // The token, once, with a copy button.
  await expect(page.getByText('API token created').first()).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'API token created' })
  await expect(dialog.getByRole('alert')).toContainText('This is the only time the token is shown')
  await expect(dialog.getByRole('button', { name: 'Copy Token' })).toBeVisible()
  const token = (await dialog.locator('dt:text-is("Token") + dd').innerText()).trim()
  expect(token.length).toBeGreaterThan(20)
  await dialog.getByRole('button', { name: 'I have copied the token' }).click()
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible()
  await expect(page.getByText('restricted', { exact: true })).toBeVisible()

  // curl: the account's VMs (the seeded web-1), and refusals elsewhere.
  const location = await defaultLocation(page)
  const vms = curl(page, token, 'GET', `/v1/${location}/user-resource/vm/list`)
  expect(vms.status, vms.body).toBe(200)
  expect((JSON.parse(vms.body) as { name: string }[]).map((v) => v.name)).toContain('web-1')
  const accounts = JSON.parse(curl(page, token, 'GET', '/v1/payment/billing_account/list').body) as {
    id: number
  }[]
  expect(accounts).toHaveLength(1)
  const foreign = curl(page, token, 'POST', `/v1/${location}/storage/disks`, {
    size_gb: '1',
    billing_account_id: String(accounts[0]!.id + 1000),
  })
  expect(foreign.status, foreign.body).toBe(400)
  const delegation = curl(page, token, 'POST', '/v1/user-resource/access_group', { name: 'x' })
  expect(delegation.status, delegation.body).toBe(403)

  // Deleted (confirmed), the token opens nothing.
  await page.getByRole('button', { name: 'Delete token' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete token' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'API token deleted' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Access' })).toBeVisible()
  expect(curl(page, token, 'GET', `/v1/${location}/user-resource/vm/list`).status).toBe(403)
})

test('a delegation group shares the owner’s VMs with a new user, who sees them marked with the owner', async ({
  page,
  browser,
}) => {
  // The second user signs up by e-mail, in a browser of their own.
  const email = `grantee-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const grantee = await (await browser.newContext()).newPage()
  await grantee.goto('/sign-up')
  await grantee.getByLabel('First name').fill('Grace')
  await grantee.getByLabel('Last name').fill('Hopper')
  await grantee.getByLabel('Email').fill(email)
  await grantee.getByLabel('Password').fill('Grantee-password-1')
  await grantee.getByRole('button', { name: 'Create account' }).click()
  await grantee.goto(linkIn(await waitForMail(email)))
  await expect(grantee.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // The owner creates the group with that user: the group first, then the user, one toast.
  await signIn(page, '/access/create/access_delegation')
  const name = `team-${Date.now().toString(36)}`
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Usernames').fill(email)
  await expect(page.getByText('Then 1 user is added')).toBeVisible()
  await page.getByRole('button', { name: 'Create delegation group' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Delegation access group created' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Users' }).getByText(email)).toBeVisible()

  // The grantee sees the owner's VM in their own console, marked with the owner.
  await grantee.goto('/compute')
  const row = grantee.getByRole('table', { name: 'Virtual machines' }).getByRole('row', { name: /web-1/ })
  await expect(row).toContainText(`Owned by ${demoUser.email}`)
  // Every list marks what is shared: the owner's networks too.
  await grantee.goto('/network')
  const shared = grantee.getByRole('list', { name: /^VPC networks/ }).getByText(`Owned by ${demoUser.email}`)
  await expect(shared.first()).toBeVisible()

  // Deleting the group (confirmed by its name) ends the sharing.
  await page.getByRole('button', { name: 'Delete group' }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('textbox').fill(name)
  await confirm.getByRole('button', { name: 'Delete group' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Access Delegation deleted' })).toBeVisible()
  await grantee.goto('/compute')
  await expect(grantee.getByRole('table', { name: 'Virtual machines' })).not.toContainText('web-1')
})
