// The network journey (issue 11): create a VPC network → create a VM in it → create a public IP and assign it
// to the VM → the VM's page shows the public IP and its price → unassign (the dialog says how the price
// changes) → delete the IP; the VPC refuses deletion while the VM is in it, and goes once the VM is gone.
import { expect, test, type Page } from '@playwright/test'
import { amountOf, signIn } from '../support/session'

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('VPC network, VM in it, public IP assigned and unassigned, then everything deleted', async ({
  page,
}) => {
  const suffix = Date.now().toString(36)
  const vpc = `net-${suffix}`
  const vmName = `vm-${suffix}`
  const ipName = `ip-${suffix}`
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // /network/create/ leads to the default kind's create page: VPC networks.
  await page.goto('/network/create/')
  await expect(page.getByRole('heading', { name: 'Create a VPC network' })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(vpc)
  await page.getByRole('button', { name: 'Create VPC network' }).click()
  await expect(toast(page, 'VPC Network created')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: vpc })).toBeVisible()
  await expect(page).toHaveURL(/\/network\/vpc\/[a-z0-9]+\/[0-9a-f-]{36}\/?$/)
  const vpcUrl = page.url()

  // A VM in that network.
  await page.goto('/compute/create')
  await expect(page.getByRole('heading', { name: 'Create a virtual machine' })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(vmName)
  await page.getByLabel('Username', { exact: true }).fill('cirrus')
  await page.getByLabel('Password', { exact: true }).fill('E2e-password-1')
  await page.getByRole('combobox', { name: 'Network' }).click()
  await page.getByRole('option', { name: new RegExp(`^${vpc} `) }).click()
  // No public IP of its own: the journey gives it one from the network section.
  const publicIp = page.getByRole('switch', { name: 'Public IPv4 address' })
  if ((await publicIp.getAttribute('aria-checked')) === 'true') await publicIp.click()
  await expect(publicIp).toHaveAttribute('aria-checked', 'false')
  await page.getByRole('button', { name: 'Create VM' }).click()
  await expect(toast(page, 'VM created')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1, name: vmName })).toBeVisible()
  const vmUrl = page.url()

  // The VPC page lists it as a member.
  await page.goto(vpcUrl)
  await expect(
    page.getByRole('table', { name: `Virtual machines in ${vpc}` }).getByText(vmName),
  ).toBeVisible()

  // A public IP, assigned to the VM.
  await page.goto('/network/create/ip_address')
  await page.getByLabel('Name', { exact: true }).fill(ipName)
  await page.getByRole('button', { name: 'Create IP address' }).click()
  await expect(toast(page, 'IP Address created')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: ipName })).toBeVisible()
  const ipUrl = page.url()
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  const assign = page.getByRole('dialog')
  const address = (await assign.getByRole('heading').innerText()).replace('Assign ', '').trim()
  expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
  await assign.getByRole('combobox', { name: 'Virtual machine' }).click()
  await page.getByRole('option', { name: new RegExp(`^${vmName}`) }).click()
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(assign.getByRole('combobox', { name: 'Virtual machine' })).toHaveText(new RegExp(vmName))
  await assign.getByRole('button', { name: 'Assign' }).click()
  await expect(toast(page, 'IP Address assigned to resource')).toBeVisible()
  await expect(page.getByRole('link', { name: `virtual machine ${vmName}` })).toBeVisible()

  // The VM's page shows the public IP and what it costs.
  await page.goto(vmUrl)
  await expect(page.getByText(address, { exact: false }).first()).toBeVisible()
  const ipRow = page
    .getByRole('table', { name: 'Price breakdown' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Public IP', exact: true }) })
  await expect(ipRow).toBeVisible()
  expect(amountOf(await ipRow.getByRole('cell').last().innerText())).toBeGreaterThan(0)

  // Unassign: the dialog says how the price changes first.
  await page.goto(ipUrl)
  await page.getByRole('button', { name: 'Unassign' }).click()
  const unassign = page.getByRole('alertdialog')
  await expect(unassign).toContainText(/Its price changes from .+ \/ hour to .+ \/ hour \([+−].+ \/ hour\)/)
  await unassign.getByRole('button', { name: 'Unassign' }).click()
  await expect(toast(page, 'IP Address unassigned')).toBeVisible()
  await expect(page.getByText('Unassigned', { exact: true }).first()).toBeVisible()

  // Delete the IP (confirmed by typing the address).
  await page.getByRole('button', { name: 'Delete' }).click()
  const deleteIp = page.getByRole('alertdialog')
  await deleteIp.getByRole('textbox').fill(address)
  await deleteIp.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'IP Address deleted')).toBeVisible()

  // The network refuses deletion while the VM is in it, with the platform's reason.
  await page.goto(vpcUrl)
  await page.getByRole('button', { name: 'Delete' }).click()
  let dialog = page.getByRole('alertdialog')
  await dialog.getByRole('textbox').fill(vpc)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog.getByText(/^Error deleting VPC Network: .+/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error deleting VPC Network' })).toBeVisible()

  // Without the VM it goes.
  await page.goto(vmUrl)
  await page
    .getByRole('group', { name: 'Power and lifecycle' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click()
  dialog = page.getByRole('alertdialog')
  await dialog.getByRole('textbox').fill(vmName)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Virtual Machine deleted')).toBeVisible()
  await page.goto(vpcUrl)
  await page.getByRole('button', { name: 'Delete' }).click()
  dialog = page.getByRole('alertdialog')
  await dialog.getByRole('textbox').fill(vpc)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'VPC Network deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/network\/?$/)
})
