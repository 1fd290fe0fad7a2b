import { expect, type Page } from '@playwright/test'

/** The headers of a cookie-authenticated write (CONTRACTS: the CSRF header the console's client sends). */
const WRITE = { 'X-Cirrus-Client': 'console' }

/** The platform's default location slug (API-NOTES §1.1 `is_default`). */
export async function defaultLocation(page: Page): Promise<string> {
  const response = await page.request.get('/v1/config/locations')
  expect(response.ok()).toBe(true)
  const locations = (await response.json()) as { slug: string; is_default: boolean }[]
  return (locations.find((l) => l.is_default) ?? locations[0]!).slug
}

/** The create form of a small VM (1 vCPU, 1 GiB, 20 GB, no public IP) named `name`. */
export function smallVmForm(name: string): Record<string, string> {
  return {
    name,
    os_name: 'ubuntu',
    os_version: '24.04',
    disks: '20',
    vcpu: '1',
    ram: '1024',
    username: 'cirrus',
    password: 'E2e-password-1',
    reserve_public_ip: 'false',
  }
}

/** A VM created through the API with the page's session, for a journey's setup. */
export type ApiVm = { uuid: string; name: string; location: string }

/**
 * Creates a small VM in the default location (and so in its default network) through Warren's API, as the
 * signed-in user of `page`. Sign in first.
 */
export async function createVmThroughApi(page: Page, name: string): Promise<ApiVm> {
  const location = await defaultLocation(page)
  const response = await page.request.post(`/v1/${location}/user-resource/vm`, {
    headers: WRITE,
    form: smallVmForm(name),
    timeout: 60_000,
  })
  expect(response.ok(), await response.text()).toBe(true)
  const vm = (await response.json()) as { uuid: string; name: string }
  return { uuid: vm.uuid, name: vm.name, location }
}

/** Deletes a VM created by {@link createVmThroughApi} (journey clean-up). */
export async function deleteVmThroughApi(page: Page, vm: ApiVm): Promise<void> {
  const response = await page.request.delete(`/v1/${vm.location}/user-resource/vm`, {
    headers: WRITE,
    form: { uuid: vm.uuid },
    timeout: 60_000,
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** A public IP created through the API, for a journey's setup. */
export type ApiIp = { uuid: string; name: string; address: string; location: string }

/** Creates a public IP in the default location through Warren's API (its default billing account). Sign in first. */
export async function createIpThroughApi(page: Page, name: string): Promise<ApiIp> {
  const location = await defaultLocation(page)
  const response = await page.request.post(`/v1/${location}/network/ip_addresses`, {
    headers: WRITE,
    data: { name },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const ip = (await response.json()) as { uuid: string; name: string; address: string }
  return { uuid: ip.uuid, name: ip.name, address: ip.address, location }
}

/** Deletes (releases) an IP created by {@link createIpThroughApi} (journey clean-up). */
export async function deleteIpThroughApi(page: Page, ip: ApiIp): Promise<void> {
  const response = await page.request.delete(`/v1/${ip.location}/network/ip_addresses/${ip.address}`, {
    headers: WRITE,
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** A VPC network created through the API, for a journey's setup. */
export type ApiNetwork = { uuid: string; name: string; location: string }

/** Creates a VPC network in the default location through Warren's API (the name in the query). Sign in first. */
export async function createNetworkThroughApi(page: Page, name: string): Promise<ApiNetwork> {
  const location = await defaultLocation(page)
  const response = await page.request.post(`/v1/${location}/network/network`, {
    headers: WRITE,
    params: { name },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const network = (await response.json()) as { uuid: string; name: string }
  return { uuid: network.uuid, name: network.name, location }
}
