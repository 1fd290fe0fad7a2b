// Issue 18, part 1: the command palette, the keyboard shortcuts, the appearance and filtered URLs — against
// `npm start`, in Chromium, signed in through the page as a person would.
import { expect, test, type Page } from '@playwright/test'
import { defaultLocation } from '../support/resources'
import { adminUser, signIn } from '../support/session'

test('find a running VM by its IP address in the palette and stop it, keyboard only', async ({ page }) => {
  await signIn(page, '/compute')
  const table = page.getByRole('table', { name: 'Virtual machines' })
  const running = table.getByRole('row').filter({ hasText: 'Running' }).first()
  await expect(running).toBeVisible()
  const name = (await running.getByRole('link').first().innerText()).trim()
  // The row's IPv4 address, wherever its column sits (the bulk selection adds a checkbox column first).
  const address = (
    await running
      .getByRole('cell')
      .filter({ hasText: /^\s*\d+\.\d+\.\d+\.\d+\s*$/ })
      .first()
      .innerText()
  ).trim()
  expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/)

  // From the page, not from a field: ⌘K / Ctrl+K opens the palette with the search field focused.
  await page.getByRole('heading', { level: 1, name: 'Virtual machines' }).click()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  // The address alone finds the VM's page, its stop action and the IP address itself (earlier journeys may have made
  // it a resource of its own, ranked first by its name)…
  await page.keyboard.type(address)
  await expect(palette.getByRole('option', { name: new RegExp(`^${name} `) })).toBeVisible()
  await expect(palette.getByRole('option').filter({ hasText: `Stop ${name}` })).toBeVisible()
  // …and the verb in front narrows it to the action, ranked first and selected.
  await page.keyboard.press('Control+a')
  await page.keyboard.type(`stop ${address}`)
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await expect(palette.getByRole('option').first()).toContainText(`Stop ${name}`)
  await page.keyboard.press('Enter')

  await expect(palette).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Virtual Machine stopped' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Stopped')

  // The recent item comes first next time (its power action, now "Start"); Escape closes the palette.
  await page.keyboard.press('Control+k')
  await expect(palette.getByRole('option').first()).toContainText(`Start ${name}`)
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
})

test('switch to dark from the user menu and reload: still dark', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-appearance', 'dark')
  await expect(page.locator('.radix-themes.dark').first()).toBeAttached()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  // theme-init.js set it before the app ran; the app keeps it.
  await expect(page.locator('html')).toHaveAttribute('data-appearance', 'dark')
  await expect(page.locator('.radix-themes.dark').first()).toBeAttached()
  await page.getByRole('button', { name: /^User menu/ }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked()
  await page.getByRole('menuitemradio', { name: 'Light' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-appearance', 'light')
})

test('a filtered compute list keeps its filter in the URL across a reload; shortcuts', async ({ page }) => {
  await signIn(page, '/compute')
  const table = page.getByRole('table', { name: 'Virtual machines' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const names = await table.getByRole('row').locator('a').allInnerTexts()
  const target = names[0]!.trim()

  // `/` focuses the table's filter (from the page, not a field).
  await page.getByRole('heading', { level: 1, name: 'Virtual machines' }).click()
  await page.keyboard.press('/')
  const search = page.getByRole('searchbox', { name: 'Search virtual machines' })
  await expect(search).toBeFocused()
  await page.keyboard.type(target)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(target)}`))
  await page.getByRole('columnheader', { name: /Price/ }).getByRole('button').first().click()
  await expect(page).toHaveURL(/[?&]sort=price/)

  await page.reload()
  await expect(search).toHaveValue(target)
  await expect(table.getByRole('row').filter({ hasText: target }).first()).toBeVisible()
  for (const other of names.filter((n) => !n.includes(target) && !target.includes(n))) {
    await expect(table.getByRole('link', { name: other, exact: true })).toHaveCount(0)
  }

  // `g d` goes to the dashboard; `?` lists the shortcuts; `c` on compute opens the create page.
  await page.getByRole('heading', { level: 1, name: 'Virtual machines' }).click()
  await page.keyboard.press('g')
  await page.keyboard.press('d')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByRole('cell', { name: 'Go to compute' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await page.keyboard.press('g')
  await page.keyboard.press('c')
  await expect(page).toHaveURL(/\/compute$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual machines' })).toBeVisible()
  await page.keyboard.press('c')
  await expect(page).toHaveURL(/\/compute\/create$/)
})

test('the admin palette finds a user by email and opens their page, keyboard only', async ({ page }) => {
  await signIn(page, '/admin/', adminUser)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  await page.keyboard.type('demo@cirrus')
  await expect(palette.getByRole('option').first()).toContainText('demo@cirrus.test')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/)
  await expect(page.getByText('demo@cirrus.test').first()).toBeVisible()
})

test('find a managed service by its name in the palette and open its page, keyboard only', async ({
  page,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const location = await defaultLocation(page)
  const name = `palette-db-${Date.now().toString(36)}`
  const uuid = await createService(page, location, name)

  await page.getByRole('heading', { name: 'Dashboard' }).click()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  await page.keyboard.type(name)
  // The service's page (its exact name, ranked first and selected) and its power action ("Stop all of …").
  await expect(palette.getByRole('option').filter({ hasText: `Stop all of ${name}` })).toBeVisible()
  const first = palette.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(first).toHaveAccessibleName(new RegExp(`^${name}\\b`))
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/services/service/${location}/${uuid}/?$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await removeService(page, uuid)
})

/** Creates a PostgreSQL service of the signed-in customer through the API, on their first billing account. */
async function createService(page: Page, location: string, name: string): Promise<string> {
  const [account] = (await (await page.request.get('/v1/payment/billing_account/list')).json()) as {
    id: number
  }[]
  const created = await page.request.post('/v1/user-resource/service/package', {
    headers: { 'X-Cirrus-Client': 'console' },
    data: {
      billing_account_id: account!.id,
      service: 'postgresql',
      version: '16.0',
      display_name: name,
      vm_cpu: 1,
      vm_ram: 2048,
      vm_disk_gb: 20,
      package_parameters: JSON.stringify({ location }),
    },
    timeout: 60_000,
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { uuid: string }).uuid
}

/** Deletes the customer's service again. */
async function removeService(page: Page, uuid: string) {
  const removed = await page.request.delete(`/v1/user-resource/service/package/${uuid}`, {
    headers: { 'X-Cirrus-Client': 'console' },
    timeout: 60_000,
  })
  expect(removed.ok(), await removed.text()).toBe(true)
}

test("the admin palette finds a bare-metal machine by its serial and a customer's service by its name", async ({
  page,
  browser,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const location = await defaultLocation(page)
  const name = `admin-palette-db-${Date.now().toString(36)}`
  const uuid = await createService(page, location, name)

  const admin = await (await browser.newContext()).newPage()
  await signIn(admin, '/admin/', adminUser)
  const heading = admin.getByRole('heading', { name: 'Dashboard', level: 1 })
  await expect(heading).toBeVisible()
  await heading.click()
  const palette = admin.getByRole('dialog', { name: 'Command palette' })
  // A machine of the seeded stock by its serial number: its history page, headed by its host name.
  await admin.keyboard.press('Control+k')
  await expect(palette.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  const found = await admin.request.get('/v1/admin/metal/machines?search=CZ00000010')
  const [stock] = ((await found.json()) as { items: { hostname: string; ip_address: string }[] }).items
  await admin.keyboard.type('CZ00000010')
  const machine = palette.getByRole('option').first()
  await expect(machine).toHaveAccessibleName(new RegExp(`^${stock!.hostname}\\b`))
  await expect(machine).toContainText(stock!.ip_address)
  await admin.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect(admin).toHaveURL(/\/admin\/metal\/machines\/history\/[^/]+\/[0-9a-f-]{36}$/)
  await expect(admin.getByRole('heading', { level: 1, name: stock!.hostname })).toBeVisible()
  // The customer's managed service by its name: the services table, searched for it.
  await admin.keyboard.press('Control+k')
  await admin.keyboard.type(name)
  await expect(palette.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${name}\\b`))
  await admin.keyboard.press('Enter')
  await expect(admin).toHaveURL(new RegExp(`/admin/service_packages\\?q=${name}$`))
  await expect(admin.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
  await expect(admin.getByRole('rowheader', { name })).toBeVisible()

  await removeService(page, uuid)
})
