// Firewalls (issue 11): create one with two rules → attach a VM → detach it → change a rule → delete.
// Against `npm start`, in Chromium.
import { expect, test, type Page } from '@playwright/test'
import { createVmThroughApi, deleteVmThroughApi } from '../support/resources'
import { signIn } from '../support/session'

/** Waits for a toast with this text. */
const toast = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible()

test('create a firewall with two rules, attach the VM, detach it, update, delete', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const suffix = Date.now().toString(36)
  const vm = await createVmThroughApi(page, `fw-vm-${suffix}`)

  await page.goto('/network/create/firewall')
  await expect(page.getByRole('heading', { name: 'Create a firewall' })).toBeVisible()
  const name = `e2e-fw-${suffix}`
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  // Rule 1 (SSH) from one network; rule 2 HTTPS from anywhere. A bad prefix is refused beside its cell first.
  const addresses = page.getByRole('textbox', { name: 'Addresses (CIDR), rule 1' })
  await addresses.fill('203.0.113.0/33')
  await addresses.press('Tab')
  await expect(addresses).toHaveAccessibleDescription(/not 203\.0\.113\.0\/33/)
  await addresses.fill('203.0.113.0/24')
  await expect(addresses).not.toHaveAttribute('aria-invalid')
  await page.getByRole('button', { name: 'Add rule' }).click()
  await page.getByRole('textbox', { name: 'Port from, rule 2' }).fill('443')
  await page.getByRole('button', { name: 'Create firewall' }).click()

  await toast(page, 'Firewall created')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/network\/firewall\/[a-z0-9]+\/[0-9a-f-]{36}\/?$/)
  const rules = page.getByRole('table', { name: 'Rules' })
  await expect(rules.getByText('203.0.113.0/24')).toBeVisible()
  await expect(rules.getByText('443')).toBeVisible()

  await page.getByRole('button', { name: 'Attach VM' }).click()
  const attach = page.getByRole('dialog')
  await attach.getByRole('combobox', { name: 'Virtual machine' }).click()
  await page.getByRole('option', { name: new RegExp(`^${vm.name}`) }).click()
  await attach.getByRole('button', { name: 'Attach' }).click()
  await toast(page, 'Resource added')
  const attached = page.getByRole('table', { name: 'Attached virtual machines' })
  await expect(attached.getByRole('link', { name: vm.name })).toBeVisible()

  await page.getByRole('button', { name: `Detach ${vm.name}` }).click()
  await page
    .getByRole('alertdialog', { name: `Detach ${vm.name}?` })
    .getByRole('button', { name: 'Detach' })
    .click()
  await toast(page, 'Resource removed')
  await expect(attached.getByText(/applies to no VM yet/)).toBeVisible()

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('textbox', { name: 'Port from, rule 2' }).fill('8443')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await toast(page, 'Firewall updated')
  await expect(rules.getByText('8443')).toBeVisible()

  await page.getByRole('group', { name: 'Firewall actions' }).getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('textbox').fill(name)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await toast(page, 'Firewall deleted')

  await deleteVmThroughApi(page, vm)
})
