import { expect, type Page } from '@playwright/test'

/** The demo customer of the platform's seed (apps/platform/README.md). */
export const demoUser = { email: 'demo@cirrus.test', password: 'demo-password-1' }

/** Signs in through the sign-in page, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Email').fill(demoUser.email)
  await page.getByLabel('Password').fill(demoUser.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The first amount in a price text such as "€0.0274 / hour"; 0 for "€0.00". */
export function amountOf(text: string): number {
  const match = text.replace(/,/g, '').match(/-?\d+(\.\d+)?/)
  if (!match) throw new Error(`no amount in "${text}"`)
  return Number(match[0])
}
