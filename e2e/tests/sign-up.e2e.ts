// A new customer (issue 5, CONTRACTS "POST /auth/sign-up"): sign up → "Check your e-mail" → the mailed link →
// signed in on the dashboard with the guidance for an empty account → sign out from the user menu → sign-in.
// Signing up again with the same email answers the same "Check your e-mail" (nothing tells a stranger the address
// has an account); the mailbox gets a notice instead of a link, and the account is unchanged. A used link says so.
import { expect, test } from '@playwright/test'
import { linkIn, waitForMail } from '../support/mail'
import { fillSignIn } from '../support/session'

test('a new customer signs up by e-mail, sees what to do first, signs out; a taken email tells a stranger nothing', async ({
  page,
}) => {
  // Unique per run: the journeys share one database for the whole run.
  const email = `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = 'First-password-1'

  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Tamm')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()

  // The address must be confirmed: the screen says where the link went, the mailbox has it.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${email}.`)
  const mail = await waitForMail(email)
  expect(mail.subject).toBe('Finish creating your Cirrus account')
  const link = linkIn(mail)
  expect(new URL(link).pathname).toBe('/sign-up/verify')
  await page.goto(link)

  // Signed in by the link, on the dashboard, greeted by name, with the guidance for an account that has nothing yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Welcome back, Ada.')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'Welcome to Cirrus' })).toBeVisible()
  await expect(main.getByText('Your account is ready. Start with a virtual machine:')).toBeVisible()
  await expect(main.getByRole('listitem')).toHaveText([
    'Pick a location, an operating system and a size.',
    'Add a password or an SSH key to log in.',
    'Watch the hourly price as you choose; you pay only while resources exist.',
  ])
  await expect(main.getByRole('link', { name: 'Create VM' })).toHaveAttribute('href', '/compute/create')
  // An empty account has no figures to show.
  await expect(main.getByRole('heading', { name: 'Cost by billing account' })).toHaveCount(0)

  // Signing out is not an expired session: plain sign-in, no return path, no "session has ended" notice.
  await page.getByRole('button', { name: 'User menu: Ada Tamm' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByText('Your session has ended.', { exact: false })).toHaveCount(0)

  // The same email again, with another name and password: the same answer as for a new address…
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.getByLabel('First name').fill('Eve')
  await page.getByLabel('Last name').fill('Other')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('Second-password-2')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${email}.`)
  // …while the mailbox is told the address has an account, with no link that could change it.
  const notice = await waitForMail(email, 2)
  expect(notice.subject).toBe('Your Cirrus account')
  expect(notice.text).not.toContain('token=')

  // The used link says so, and offers to start again.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('This sign-up link has expired or was already used')
  await expect(page.getByRole('link', { name: 'Sign up again' })).toBeVisible()

  // The first account is untouched: its password still works and its name is still Ada.
  await page.goto('/')
  await fillSignIn(page, { email, password })
  await expect(page.getByText('Welcome back, Ada.')).toBeVisible()
})
