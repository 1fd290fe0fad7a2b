// Live updates (issue 18): a change made through the API with an apikey token (no browser involved) appears in
// an open compute list within two seconds, without a reload: the platform records an activity event, streams it
// to the console over Server-Sent Events, and the console invalidates the VM list's query.
import { expect, test } from '@playwright/test'
import { createVmThroughApi, deleteVmThroughApi } from '../support/resources'
import { createApiToken, reinstallWithToken, renameWithToken, startWithToken } from '../support/live'
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

// Bulk actions (issue 18): stop three VMs from the compute list with one failing for a real reason — it is busy
// with another operation (a reinstall sent through the API just before its stop arrives: 409, "locked") — then
// "Retry failed" stops it once the other operation is over.
// FIXME: at the journeys' OPERATION_TIME_SCALE (0.05) a reinstall holds a VM for only ~125 ms, shorter than the
// round trip of the intercepted stop under load, so the 409 cannot be provoked reliably yet: the stop arrives after
// the reinstall ended and succeeds. Everything before the "1 failed" check passes. Needs a longer-held VM (e.g. a
// per-journey OPERATION_TIME_SCALE, or an operation that holds the VM for longer); until then it is not run.
test.fixme('bulk stop of three VMs with one busy: the failure is listed with its reason and a retry stops it', async ({
  page,
  baseURL,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const stamp = Date.now().toString(36)
  const vms = [
    await createVmThroughApi(page, `bulk-a-${stamp}`),
    await createVmThroughApi(page, `bulk-b-${stamp}`),
    await createVmThroughApi(page, `bulk-c-${stamp}`),
  ]
  const busy = vms[2]!
  const token = await createApiToken(page, 'bulk journey')

  // The moment the console's stop of the third VM leaves, another client starts a reinstall of it.
  let raced = false
  await page.route('**/user-resource/vm/stop', async (route) => {
    if (!raced && (route.request().postData() ?? '').includes(busy.uuid)) {
      raced = true
      // Let the stop through once the reinstall holds the VM: a start of a running VM is a no-op unless the VM is
      // busy, when it is refused with 409 — the probe of "busy now".
      for (let attempt = 0; attempt < 20; attempt++) {
        const reinstall = reinstallWithToken(baseURL!, token, busy.location, busy.uuid)
        let held = false
        for (let probe = 0; probe < 20 && !held; probe++) {
          const probed = await startWithToken(baseURL!, token, busy.location, busy.uuid)
          held = probed.status === 409
        }
        if (held) {
          // Sent from here at once (the browser's round trip could outlast the reinstall): the platform's answer.
          await route.fulfill({ response: await route.fetch() })
          return
        }
        await reinstall
      }
    }
    await route.continue()
  })

  await page.goto('/compute')
  const main = page.getByRole('main')
  for (const vm of vms) await main.getByRole('checkbox', { name: `Select ${vm.name}` }).check()
  await expect(main.getByText('3 selected')).toBeVisible()
  await main.getByRole('button', { name: 'Stop', exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText(/Hourly price afterwards/)).toBeVisible()
  for (const vm of vms) await expect(dialog.getByText(`Stop ${vm.name}`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Stop' }).click()

  const group = page.getByRole('region', { name: /^Stop: / })
  await expect(group.getByRole('status')).toHaveText('Stop: 2 of 3 done · 1 failed')
  await expect(group.getByText('The virtual machine is locked by another operation')).toBeVisible()
  await group.getByRole('button', { name: 'Retry failed' }).click()
  await expect(page.getByRole('region', { name: /^Stop: / }).getByRole('status')).toHaveText(
    'Stop: 1 of 1 done',
  )
  // Every one of them is stopped now, in the list, without a reload.
  for (const vm of vms) {
    const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: vm.name, exact: true }) })
    await expect(row.getByText('Stopped')).toBeVisible()
  }
  for (const vm of vms) await deleteVmThroughApi(page, vm)
})
