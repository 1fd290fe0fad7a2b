import { expect, type Page } from '@playwright/test'

/** Creates a global API token for the signed-in user of `page` (through its session) and returns the secret. */
export async function createApiToken(page: Page, description: string): Promise<string> {
  const response = await page.request.post('/v1/user-resource/token', {
    headers: { 'X-Cirrus-Client': 'console' },
    form: { description },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Renames a VM through the API with an apikey token, as a script or curl would (no browser session). */
export async function renameWithToken(
  baseURL: string,
  token: string,
  location: string,
  uuid: string,
  name: string,
) {
  const response = await fetch(`${baseURL}/v1/${location}/user-resource/vm`, {
    method: 'PATCH',
    headers: { apikey: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ uuid, name }).toString(),
  })
  expect(response.ok, await response.text()).toBe(true)
}

/** Starts a reinstall of a VM through the API with an apikey token (it holds the VM busy while it runs). */
export async function reinstallWithToken(baseURL: string, token: string, location: string, uuid: string) {
  return fetch(`${baseURL}/v1/${location}/user-resource/vm/reinstall`, {
    method: 'POST',
    headers: { apikey: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ uuid }).toString(),
  })
}

/** Starts a VM through the API with an apikey token (a running VM: a no-op, or 409 while it is busy). */
export async function startWithToken(baseURL: string, token: string, location: string, uuid: string) {
  return fetch(`${baseURL}/v1/${location}/user-resource/vm/start`, {
    method: 'POST',
    headers: { apikey: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ uuid }).toString(),
  })
}
