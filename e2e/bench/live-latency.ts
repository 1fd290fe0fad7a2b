// `npm run bench -w @cirrus/e2e` (after first-load.ts): the live-update latency of issue 18 — a VM renamed through
// the API with an apikey token (no browser involved) until the new name is visible in the open compute list, over
// the activity stream (SSE) and the list's invalidated query. Median and worst of BENCH_RUNS renames. Prints numbers;
// asserts nothing (speed goals are measured, never asserted in tests). LIVE_BENCH_PORT sets the port (default 8791).
// Then the same for the admin app: a customer's rename until visible in an administrator's open /admin/virtual_machines
// (the admin event stream, every user's events).
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../chromium.config'
import { smallVmForm } from '../support/resources'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const runs = Number(process.env.BENCH_RUNS ?? 5)
const port = Number(process.env.LIVE_BENCH_PORT ?? 8791)
const base = `http://127.0.0.1:${port}`

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

type AnyResponse = { ok: boolean | (() => boolean); text(): Promise<string>; json(): Promise<unknown> }

async function ok<R extends AnyResponse>(response: R, what: string): Promise<R> {
  const good = typeof response.ok === 'function' ? response.ok() : response.ok
  if (!good) throw new Error(`${what} failed: ${await response.text()}`)
  return response
}

function report(what: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  console.log(
    `live-update latency (${what}, ${times.length} runs): median ${median.toFixed(0)} ms  worst ${sorted[sorted.length - 1]!.toFixed(0)} ms`,
  )
}

async function main() {
  const { NODE_ENV: _inherited, ...env } = process.env
  const server = spawn(process.execPath, [path.join(root, 'apps/platform/dist/server.js')], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cirrus-bench-live-')),
      OPERATION_TIME_SCALE: '0.01',
    },
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    await waitFor(`${base}/healthz`, 120_000)
    const ctx = await browser.newContext()
    await ok(
      await ctx.request.post(`${base}/auth/sign-in`, {
        data: { email: 'demo@cirrus.test', password: 'demo-password-1' },
      }),
      'sign-in',
    )
    const write = { 'X-Cirrus-Client': 'console' }
    const locations = (await (await ctx.request.get(`${base}/v1/config/locations`)).json()) as {
      slug: string
      is_default: boolean
    }[]
    const location = (locations.find((l) => l.is_default) ?? locations[0]!).slug
    const token = (
      (await (
        await ok(
          await ctx.request.post(`${base}/v1/user-resource/token`, {
            headers: write,
            form: { description: 'bench' },
          }),
          'token',
        )
      ).json()) as { token: string }
    ).token
    const created = await ok(
      await ctx.request.post(`${base}/v1/${location}/user-resource/vm`, {
        headers: write,
        form: smallVmForm('bench-live'),
        timeout: 120_000,
      }),
      'VM create',
    )
    const uuid = ((await created.json()) as { uuid: string }).uuid
    const page = await ctx.newPage()
    await page.goto(`${base}/compute`)
    await page.getByRole('main').getByRole('link', { name: 'bench-live', exact: true }).first().waitFor()
    const rename = async (name: string) =>
      ok(
        await fetch(`${base}/v1/${location}/user-resource/vm`, {
          method: 'PATCH',
          headers: { apikey: token, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ uuid, name }).toString(),
        }),
        'rename',
      )
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const name = `bench-live-${i}`
      const t0 = performance.now()
      await rename(name)
      await page
        .getByRole('main')
        .getByRole('link', { name, exact: true })
        .first()
        .waitFor({ timeout: 10_000 })
      times.push(performance.now() - t0)
    }
    report('API rename → visible in the open compute list', times)

    const adminCtx = await browser.newContext()
    const admin = await adminCtx.newPage()
    await admin.goto(`${base}/admin/virtual_machines?q=bench-live`)
    await admin.getByLabel('Email').fill('admin@cirrus.test')
    await admin.getByLabel('Password').fill('admin-password-1')
    await admin.getByRole('button', { name: 'Sign in' }).click()
    const table = admin.getByRole('table', { name: 'Virtual machines' })
    await table.getByText(`bench-live-${runs - 1}`, { exact: true }).waitFor({ timeout: 60_000 })
    const adminTimes: number[] = []
    for (let i = 0; i < runs; i++) {
      const name = `bench-live-admin-${i}`
      const t0 = performance.now()
      await rename(name)
      await table.getByText(name, { exact: true }).waitFor({ timeout: 10_000 })
      adminTimes.push(performance.now() - t0)
    }
    report("a customer's API rename → visible in the open admin VM table", adminTimes)
  } finally {
    await browser.close()
    server.kill('SIGTERM')
  }
}

await main()
