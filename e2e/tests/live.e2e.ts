// Live updates (issue 18): a change made through the API with an apikey token (no browser involved) appears in
// an open compute list within two seconds, without a reload: the platform records an activity event, streams it
// to the console over Server-Sent Events, and the console invalidates the VM list's query.
import { expect, test } from '@playwright/test'
import { createVmThroughApi, deleteVmThroughApi } from '../support/resources'
import { createApiToken, renameWithToken } from '../support/live'
import { signIn } from '../support/session'

test('a rename through the API appears in the open compute list within two seconds', async ({
  page,
  baseURL,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const vm = await createVmThroughApi(page, `live-${Date.now().toString(36)}`)
  const token = await createApiToken(page, 'live journey')

  await page.goto('/compute')
  const list = page.getByRole('main')
  await expect(list.getByRole('link', { name: vm.name, exact: true }).first()).toBeVisible()
  // The bell is live once the stream is open.
  await expect(page.getByRole('link', { name: /^Activity/ })).toBeVisible()

  let reloaded = false
  page.on('load', () => (reloaded = true))
  const renamed = `${vm.name}-renamed`
  await renameWithToken(baseURL!, token, vm.location, vm.uuid, renamed)
  await expect(list.getByRole('link', { name: renamed, exact: true }).first()).toBeVisible({ timeout: 2_000 })
  expect(reloaded).toBe(false)

  // The feed lists the change with who made it.
  await page.getByRole('link', { name: /^Activity/ }).click()
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'vm.update' }).first()).toBeVisible()

  await deleteVmThroughApi(page, { ...vm, name: renamed })
})
