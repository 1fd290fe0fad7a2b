// The VM console (issue 15): a VM made with a password → "Open console" on its page → the boot log ends at a
// login prompt → log in on the serial line → `hostname` and `ip addr` answer from the VM → `poweroff` stops it
// (the console says so, the VM page says Stopped). Another customer who opens the address gets 'This virtual
// machine is gone'; an administrator opens it from the admin VM list at /admin/console/….
import { expect, test, type Page } from '@playwright/test'
import { linkIn, waitForMail } from '../support/mail'
import { createVmThroughApi } from '../support/resources'
import { adminUser, signIn } from '../support/session'

/** Types on the terminal as a person would: it has the focus. */
async function typeLine(page: Page, text: string) {
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
}

test('a customer logs in on the serial console and powers the VM off; a stranger is refused; the admin opens it', async ({
  page,
  browser,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const vm = await createVmThroughApi(page, `console-${suffix}`)
  const read = await page.request.get(`/v1/${vm.location}/user-resource/vm?uuid=${vm.uuid}`)
  const { hostname, private_ipv4: privateIp } = (await read.json()) as {
    hostname: string
    private_ipv4: string
  }

  // From the VM's page to its console, outside the main layout (no side nav).
  await page.goto(`/compute/vm/${vm.location}/${vm.uuid}/`)
  await page.getByRole('link', { name: 'Open console' }).click()
  await expect(page).toHaveURL(`/console/${vm.location}/${vm.uuid}`)
  await expect(page.getByRole('navigation')).toHaveCount(0)
  const terminal = page.getByRole('textbox', { name: `Serial console of ${vm.name}` })
  const output = page.getByRole('list', { name: `Serial output of ${vm.name}` })
  const line = (pattern: RegExp) => output.getByRole('listitem').filter({ hasText: pattern })
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await expect(terminal).toBeFocused()

  // The boot log (cloud-init names the VM's hostname and address) ends at the login prompt.
  await expect(
    line(new RegExp(`Set hostname to ${hostname}; addresses ${privateIp.replace(/\./g, '\\.')}`)),
  ).toHaveCount(1)
  await expect(line(new RegExp(`^${hostname} login:\\s*$`))).toHaveCount(1)

  await typeLine(page, 'cirrus')
  await expect(line(/^Password:\s*$/)).toHaveCount(1)
  await typeLine(page, 'E2e-password-1')
  const prompt = `cirrus@${hostname}:~$`
  await expect(line(new RegExp(`^${prompt.replace(/\$/g, '\\$')}\\s*$`))).toHaveCount(1)

  await typeLine(page, 'hostname')
  await expect(line(new RegExp(`^${hostname}\\s*$`))).toHaveCount(1)
  await typeLine(page, 'ip addr')
  await expect(line(new RegExp(`inet ${privateIp.replace(/\./g, '\\.')}/24`))).toHaveCount(1)

  // poweroff really stops the VM: the console shows it stopped and takes no input; its page says Stopped.
  await typeLine(page, 'poweroff')
  await expect(line(/reboot: Power down/)).toHaveCount(1)
  await expect(page.getByText('The VM is stopped. Start it to use its console.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Ctrl+Alt+Del' })).toBeDisabled()
  await page.getByRole('link', { name: 'Back to VM' }).click()
  await expect(page.getByRole('heading', { level: 1, name: vm.name })).toBeVisible()
  await expect(page.getByText('Stopped', { exact: true }).first()).toBeVisible()

  // Another customer who signs up and opens the same address is refused: the VM is "gone" for them.
  const strangerContext = await browser.newContext()
  const stranger = await strangerContext.newPage()
  const email = `console-${suffix}@example.com`
  const signUp = await stranger.request.post('/auth/sign-up', {
    data: { email, password: 'Stranger-password-1', first_name: 'Eve' },
  })
  expect(signUp.status()).toBe(202)
  await stranger.goto(linkIn(await waitForMail(email)))
  await expect(stranger.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await stranger.goto(`/console/${vm.location}/${vm.uuid}`)
  await expect(stranger.getByRole('heading', { name: 'This virtual machine is gone' })).toBeVisible()
  await expect(stranger.getByRole('textbox', { name: `Serial console of ${vm.name}` })).toHaveCount(0)
  await strangerContext.close()

  // The administrator opens it from the admin VM list, at /admin/console/….
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin, '/admin/virtual_machines', adminUser)
  await admin.getByRole('link', { name: `Open console of ${vm.name}` }).click()
  await expect(admin).toHaveURL(`/admin/console/${vm.location}/${vm.uuid}`)
  await expect(admin.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await expect(admin.getByRole('textbox', { name: `Serial console of ${vm.name}` })).toBeFocused()
  await expect(admin.getByText('The VM is stopped. Start it to use its console.')).toBeVisible()
  await adminContext.close()
})
