// The network tables (issue 18 "Filters and URLs", "Bulk actions"): filter the public IP table, reload — the filter
// is kept in the URL; select two IPs and delete them in bulk — they are gone; then two VPC networks made through the
// API are deleted in bulk. Against `npm start`, in Chromium.
import { expect, test } from '@playwright/test'
import { createIpThroughApi, createNetworkThroughApi, deleteIpThroughApi } from '../support/resources'
import { signIn } from '../support/session'

test('filter the IP table, reload and keep the filter, then delete two IPs in bulk', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const suffix = Date.now().toString(36)
  const first = await createIpThroughApi(page, `bulk-${suffix}-a`)
  const second = await createIpThroughApi(page, `bulk-${suffix}-b`)
  const kept = await createIpThroughApi(page, `keep-${suffix}`)

  await page.goto('/network')
  await expect(page.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible()
  const table = page.getByRole('table', { name: 'IP addresses' })
  await expect(table.getByRole('link', { name: kept.name })).toBeVisible()

  // Filter: the search box and the status column's own filter, both written to the URL under "ips.".
  await page.getByRole('searchbox', { name: 'Search ip addresses' }).fill(`bulk-${suffix}`)
  await table.getByRole('button', { name: 'Filter Status' }).click()
  await page.getByRole('textbox', { name: 'Filter Status' }).fill('unassigned')
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(new RegExp(`ips\\.q=bulk-${suffix}`))
  await expect(page).toHaveURL(/ips\.f\.status=unassigned/)
  await expect(table.getByRole('link', { name: kept.name })).toBeHidden()
  await expect(table.getByRole('link', { name: first.name })).toBeVisible()

  // Reload: the filtered view is still there.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search ip addresses' })).toHaveValue(`bulk-${suffix}`)
  await expect(table.getByRole('link', { name: first.name })).toBeVisible()
  await expect(table.getByRole('link', { name: second.name })).toBeVisible()
  await expect(table.getByRole('link', { name: kept.name })).toBeHidden()

  // Bulk delete: select both, the confirmation lists them with the price, one progress group.
  await table.getByRole('checkbox', { name: `Select ${first.name}` }).check()
  await table.getByRole('checkbox', { name: `Select ${second.name}` }).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 resources?' })
  await expect(dialog.getByText(`Delete ${first.name} (${first.address})`)).toBeVisible()
  await expect(dialog.getByText(`Delete ${second.name} (${second.address})`)).toBeVisible()
  await expect(dialog.getByText(/Hourly price afterwards: €0/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('region', { name: /^Delete: / })).toContainText('Delete: 2 of 2 done')

  // They are gone, from the table and from the API.
  await expect(table.getByRole('link', { name: first.name })).toBeHidden()
  await expect(table.getByRole('link', { name: second.name })).toBeHidden()
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search ip addresses' })).toHaveValue(`bulk-${suffix}`)
  await expect(table.getByText('Nothing matches the search or filters.')).toBeVisible()
  const left = await page.request.get(`/v1/${kept.location}/network/ip_addresses`)
  const names = ((await left.json()) as { name: string; is_deleted?: boolean }[])
    .filter((ip) => !ip.is_deleted)
    .map((ip) => ip.name)
  expect(names).toContain(kept.name)
  expect(names).not.toContain(first.name)
  expect(names).not.toContain(second.name)

  await deleteIpThroughApi(page, kept)
})

test('delete two VPC networks in bulk from the network page', async ({ page }) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  const suffix = Date.now().toString(36)
  const first = await createNetworkThroughApi(page, `bulk-${suffix}-a`)
  const second = await createNetworkThroughApi(page, `bulk-${suffix}-b`)

  await page.goto('/network')
  const table = page.getByRole('table', { name: 'VPC networks' })
  await table.getByRole('checkbox', { name: `Select ${first.name}` }).check()
  await table.getByRole('checkbox', { name: `Select ${second.name}` }).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 resources?' })
  await expect(dialog.getByText(`Delete ${first.name}`)).toBeVisible()
  await expect(dialog.getByText(`Delete ${second.name}`)).toBeVisible()
  await expect(dialog.getByText(/Hourly price afterwards: €0\.00\/h \(was €0\.00\/h\)/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('region', { name: /^Delete: / })).toContainText('Delete: 2 of 2 done')

  // They are gone, from the table and from the API.
  await expect(table.getByRole('link', { name: first.name })).toBeHidden()
  await expect(table.getByRole('link', { name: second.name })).toBeHidden()
  const left = await page.request.get(`/v1/${first.location}/network/networks`)
  const names = ((await left.json()) as { name: string }[]).map((n) => n.name)
  expect(names).not.toContain(first.name)
  expect(names).not.toContain(second.name)
})
