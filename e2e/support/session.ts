import { expect, type Page } from '@playwright/test'

/** An account's sign-in credentials. */
export type Credentials = { email: string; password: string }

/** The demo customer of the platform's seed (apps/platform/README.md). */
export const demoUser: Credentials = { email: 'demo@cirrus.test', password: 'demo-password-1' }

/** The administrator of the platform's seed (apps/platform/README.md). */
export const adminUser: Credentials = { email: 'admin@cirrus.test', password: 'admin-password-1' }

/** Signs in through the sign-in page, as a person would (the demo customer unless told otherwise). */
export async function signIn(page: Page, path = '/', user: Credentials = demoUser) {
  await page.goto(path)
  await fillSignIn(page, user)
}

/** Fills and submits the sign-in form already on screen. */
export async function fillSignIn(page: Page, user: Credentials) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The first amount in a price text such as "€0.0274 / hour"; 0 for "€0.00". */
export function amountOf(text: string): number {
  const match = text.replace(/,/g, '').match(/-?\d+(\.\d+)?/)
  if (!match) throw new Error(`no amount in "${text}"`)
  return Number(match[0])
}
