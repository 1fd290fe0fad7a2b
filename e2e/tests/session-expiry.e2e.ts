// An expired session returns to sign-in and then back where the user was (issue 5). The platform's session
// cookie lives exactly as long as the session (Max-Age = SESSION_TTL_MS, not sliding), so when a session
// expires the browser stops sending the cookie: clearing the context's cookies is that moment. The next data
// load of an in-app navigation answers 401 and must lead to sign-in, then back to the page the user was on.
import { expect, test } from '@playwright/test'
import { demoUser, fillSignIn, signIn } from '../support/session'

test('an expired session goes to sign-in with a notice, then back to the same page', async ({ page }) => {
  await signIn(page, '/compute')
  const sidebar = page.getByRole('complementary', { name: 'Virtual machines' })
  await sidebar.getByRole('link', { name: 'web-1' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible()
  const vmUrl = page.url()
  expect(new URL(vmUrl).pathname).toMatch(/^\/compute\/vm\/tll01\/[0-9a-f-]{36}\/$/)

  await page.context().clearCookies()
  // The user comes back and opens another VM: its data load is refused, and sign-in says why.
  await sidebar.getByRole('link', { name: 'db-1' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('Your session has ended. Sign in to continue where you were.')).toBeVisible()
  expect(new URL(page.url()).searchParams.get('next')).toBe(new URL(vmUrl).pathname)

  await fillSignIn(page, demoUser)
  await expect(page.getByRole('heading', { level: 1, name: 'web-1' })).toBeVisible()
  expect(page.url()).toBe(vmUrl)
})
