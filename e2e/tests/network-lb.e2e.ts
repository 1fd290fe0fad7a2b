// Load balancers (issue 11): create one with a VM as target and a forwarding rule 80 → 80 → remove the target and
// the rule → add them back through the dialogs → rename → delete. Against `npm start`, in Chromium.
import { expect, test, type Page } from '@playwright/test'
import { createVmThroughApi, deleteVmThroughApi } from '../support/resources'
import { signIn } from '../support/session'

/** Waits for a toast with this text. */
const toast = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible()

test('create a load balancer with a target and a 80 → 80 rule, remove them, add them back, rename, delete', async ({
  page,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const suffix = Date.now().toString(36)
  const vm = await createVmThroughApi(page, `lb-target-${suffix}`)

  await page.goto('/network/create/load_balancer')
  await expect(page.getByRole('heading', { name: 'Create a load balancer' })).toBeVisible()
  const name = `e2e-lb-${suffix}`
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  await page.getByRole('checkbox', { name: new RegExp(vm.name) }).check()
  await expect(page.getByRole('textbox', { name: 'Source port, rule 1' })).toHaveValue('80')
  await expect(page.getByRole('textbox', { name: 'Target port, rule 1' })).toHaveValue('80')
  // The price shows before anything is sent: the balancer and its public IP.
  await expect(page.getByRole('group', { name: 'Price by part' })).toContainText('Load balancer')
  await page.getByRole('button', { name: 'Create load balancer' }).click()

  await toast(page, 'Load Balancer created')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/network\/load_balancer\/[a-z0-9]+\/[0-9a-f-]{36}\/?$/)
  const targets = page.getByRole('table', { name: 'Targets' })
  await expect(targets.getByRole('link', { name: vm.name })).toBeVisible()
  await expect(targets.getByText('Running')).toBeVisible()
  const rules = page.getByRole('table', { name: 'Forwarding rules' })
  await expect(rules.getByRole('button', { name: 'Remove rule 80 → 80' })).toBeVisible()

  await page.getByRole('button', { name: `Remove target ${vm.name}` }).click()
  await page
    .getByRole('alertdialog', { name: `Remove target ${vm.name}?` })
    .getByRole('button', { name: 'Remove' })
    .click()
  await toast(page, 'Target removed')
  await expect(targets.getByText(/No targets/)).toBeVisible()
  await page.getByRole('button', { name: 'Remove rule 80 → 80' }).click()
  await page
    .getByRole('alertdialog', { name: 'Remove rule 80 → 80?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await toast(page, 'Forwarding rule removed')
  await expect(rules.getByText(/No forwarding rules/)).toBeVisible()

  await page.getByRole('button', { name: 'Add target' }).click()
  const addTarget = page.getByRole('dialog')
  await addTarget.getByRole('combobox', { name: 'Virtual machine' }).click()
  await page.getByRole('option', { name: new RegExp(`^${vm.name}`) }).click()
  await addTarget.getByRole('button', { name: 'Add target' }).click()
  await toast(page, 'Target added')
  await expect(targets.getByRole('link', { name: vm.name })).toBeVisible()

  await page.getByRole('button', { name: 'Add forwarding rule' }).click()
  const addRule = page.getByRole('dialog')
  await addRule.getByRole('textbox', { name: 'Source port' }).fill('80')
  await addRule.getByRole('textbox', { name: 'Target port' }).fill('80')
  await addRule.getByRole('button', { name: 'Add rule' }).click()
  await toast(page, 'Forwarding rule added')
  await expect(rules.getByRole('button', { name: 'Remove rule 80 → 80' })).toBeVisible()

  await page.getByRole('button', { name: 'Rename' }).click()
  const rename = page.getByRole('dialog')
  await rename.getByRole('textbox', { name: 'Name' }).fill(`${name}-renamed`)
  await rename.getByRole('button', { name: 'Rename' }).click()
  await toast(page, 'Load Balancer renamed')
  await expect(page.getByRole('heading', { level: 1, name: `${name}-renamed` })).toBeVisible()

  await page
    .getByRole('group', { name: 'Load balancer actions' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('textbox').fill(`${name}-renamed`)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await toast(page, 'Load Balancer deleted')

  await deleteVmThroughApi(page, vm)
})
