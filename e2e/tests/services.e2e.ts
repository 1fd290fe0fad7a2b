// The managed services journeys (issue 12). One: sign in → create a Kubernetes service (its price range shown
// before it is sent) → the progress toast 'Creating Service [name]' → 'Service created' and its page → stop one
// VM → start every VM (per-item progress) → restore a VM from its first backup → add a whitelist address (a bad
// one is refused beside the field) and delete it → delete the service. Two: a create the platform refuses
// (workers larger than the location's host pool allows) → 'Error creating Service' with a "View" link to the
// list → its "Retry" link brings the form back filled. Against `npm start`.
import { expect, test, type Page } from '@playwright/test'
import { signIn } from '../support/session'

const CREATE_CALL = '**/v1/user-resource/service/package'

/** Fills the create form (on screen) for a Kubernetes cluster. */
async function fillKubernetes(page: Page, name: string, sizes: { vcpu?: string } = {}) {
  await expect(page.getByRole('heading', { name: 'Create a managed service' })).toBeVisible()
  await page.getByRole('radio', { name: /Kubernetes cluster/ }).check()
  if (sizes.vcpu) await page.getByLabel('vCPUs').fill(sizes.vcpu)
  await page.getByLabel('Minimum workers').fill('2')
  await page.getByLabel('Maximum workers').fill('4')
  await page.getByLabel('Name', { exact: true }).fill(name)
}

test('create a Kubernetes service, stop one VM, start them all, restore a backup, keep a whitelist, delete it', async ({
  page,
}) => {
  await signIn(page)
  await page.getByRole('link', { name: 'Services' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Managed services' })).toBeVisible()

  const name = `e2e-k8s-${Date.now().toString(36)}`
  await page.getByRole('link', { name: 'Create service' }).first().click()
  await fillKubernetes(page, name)
  // The price range (SPEC §9) and the request are shown before anything is sent.
  const form = page.getByRole('form', { name: 'Create a managed service' })
  await expect(form.getByText(/^€[\d.]+ – €[\d.]+$/).first()).toBeVisible()
  await expect(form.getByText('2–4 workers', { exact: false })).toBeVisible()

  // Hold the create until the progress toast has been seen (the demo platform answers in a blink).
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(CREATE_CALL, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Create service' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Creating Service [${name}]` })).toBeVisible()
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Service created' })).toBeVisible()
  await page.unroute(CREATE_CALL)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/services\/service\/[a-z0-9]+\/[0-9a-f-]{36}\/?$/)

  // Two workers, each linked to its VM page, each priced.
  const vms = page.getByRole('table', { name: 'Service VMs' })
  await expect(vms.getByRole('link', { name: /^VM / })).toHaveCount(2)
  await expect(vms.getByRole('button', { name: /^Stop / })).toHaveCount(2)

  // Stop one VM, confirmed with the call it sends.
  await vms
    .getByRole('button', { name: /^Stop / })
    .first()
    .click()
  const stop = page.getByRole('alertdialog')
  await stop.getByRole('button', { name: 'Show API request' }).click()
  await expect(stop.getByRole('region', { name: 'curl command' })).toContainText(
    /\/resources\/[0-9a-f-]{36}\/stop/,
  )
  await stop.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Stopping Service VM done' })).toBeVisible()
  await expect(vms.getByRole('button', { name: /^Start / })).toHaveCount(1)

  // Start every VM, one at a time, with per-item progress.
  await page.getByRole('button', { name: 'Start all VMs' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start all' }).click()
  // The same progress group as every table's bulk actions (issue 18).
  const progress = page.getByRole('region', { name: /^Start: / })
  await expect(progress.getByRole('status')).toHaveText('Start: 2 of 2 done')
  await expect(progress.getByRole('listitem').filter({ hasText: 'Done' })).toHaveCount(2)
  await expect(vms.getByRole('button', { name: /^Stop / })).toHaveCount(2)

  // A managed service is backed up from the start: restore one VM from its first backup.
  await page
    .getByRole('button', { name: /^Restore .+ from backup$/ })
    .first()
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Restoring Service backup done' })).toBeVisible()

  // The whitelist: a bad address is refused beside the field; a CIDR is added, then deleted.
  await page.getByRole('button', { name: 'Add address' }).click()
  const add = page.getByRole('dialog')
  const field = add.getByLabel('IP address or CIDR')
  await field.fill('10.0.0.0/40')
  await expect(add.getByText('Enter an IP address or a CIDR prefix', { exact: false })).toBeVisible()
  await expect(add.getByRole('button', { name: 'Add address' })).toBeDisabled()
  await field.fill('203.0.113.0/24')
  await add.getByRole('button', { name: 'Add address' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Whitelist address added' })).toBeVisible()
  const whitelist = page.getByRole('list', { name: 'Whitelist addresses' })
  await expect(whitelist.getByText('203.0.113.0/24')).toBeVisible()
  await page.getByRole('button', { name: 'Remove 203.0.113.0/24' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Whitelist address deleted' })).toBeVisible()
  await expect(page.getByText('Open to all addresses')).toBeVisible()

  // Delete, confirmed by typing the name.
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const remove = page.getByRole('alertdialog')
  await remove.getByRole('textbox').fill(name)
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Service deleted' })).toBeVisible()
  await expect(page).toHaveURL(/\/services\/?$/)
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
})

test('a create the platform refuses offers a retry link that brings the form back filled', async ({
  page,
}) => {
  await signIn(page, '/services/create')
  const name = `e2e-big-${Date.now().toString(36)}`
  // 32 vCPUs per worker: within the form's bounds, beyond what the location's host pool runs.
  await fillKubernetes(page, name, { vcpu: '32' })
  await page.getByRole('button', { name: 'Create service' }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'Error creating Service' })
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('vm_cpu')
  // The toast's links sit beside its message, in the same toast.
  const toast = page.getByRole('listitem').filter({ has: failure })
  // Nothing was created: "View" leads to the services list (SPEC §8: a retry link and a view link).
  await expect(toast.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/services')
  await toast.getByRole('link', { name: 'Retry' }).click()
  await expect(page).toHaveURL(/\/services\/create\?/)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
  await expect(page.getByLabel('vCPUs')).toHaveValue('32')
  await expect(page.getByLabel('Minimum workers')).toHaveValue('2')
  await expect(page.getByLabel('Maximum workers')).toHaveValue('4')
  await expect(page.getByRole('radio', { name: /Kubernetes cluster/ })).toBeChecked()
})
