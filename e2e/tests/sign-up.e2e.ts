// A new customer (issue 5, CONTRACTS "POST /auth/sign-up"): sign up → signed in on the dashboard with the
// guidance for an empty account → sign out from the user menu → sign-in. Signing up again with the same email
// is refused beside the Email field (409 'This email is already registered') and changes nothing.
import { expect, test } from '@playwright/test'
import { fillSignIn } from '../support/session'

test('a new customer signs up, sees what to do first, signs out; the email cannot be taken twice', async ({
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

  // Signed in at once, on the dashboard, greeted by name, with the guidance for an account that has nothing yet.
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

  // The same email again, with another name and password: refused beside the Email field.
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.getByLabel('First name').fill('Eve')
  await page.getByLabel('Last name').fill('Other')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('Second-password-2')
  await page.getByRole('button', { name: 'Create account' }).click()
  const emailField = page.getByLabel('Email')
  await expect(emailField).toHaveAccessibleDescription('This email is already registered')
  await expect(emailField).toHaveAttribute('aria-invalid', 'true')
  // Nothing else: still on the form with what was typed, no other error, not signed in…
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  await expect(page).toHaveURL(/\/sign-up$/)
  await expect(emailField).toHaveValue(email)
  await expect(page.getByLabel('First name')).toHaveValue('Eve')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.goto('/')
  // …and the first account is untouched: its password still works and its name is still Ada.
  await fillSignIn(page, { email, password })
  await expect(page.getByText('Welcome back, Ada.')).toBeVisible()
})
