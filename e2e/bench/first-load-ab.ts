// `node --import tsx bench/first-load-ab.ts <distA> <distB>` in e2e/ (after `npx turbo run build`): an A/B of two
// console builds (a copy of main's `apps/console/dist` and this branch's), each served by its own platform
// process (CONSOLE_DIST), measured alternately in one headless Chromium so both see the same machine state: the
// time until the dashboard and the compute list are usable, cold, as `bench/first-load.ts` measures it
// (issue 17). E2E_PORT and E2E_PORT + 1; BENCH_RUNS runs (7). Prints medians; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright'
import { chromiumLaunchOptions } from '../../chromium.config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dists = process.argv.slice(2).map((d) => path.resolve(d))
if (dists.length !== 2) throw new Error('usage: first-load-ab.ts <distA> <distB>')
const runs = Number(process.env.BENCH_RUNS ?? 7)
const port = Number(process.env.E2E_PORT ?? 8790)

function platform(dist: string, p: number): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'apps/platform/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(p),
      CONSOLE_DIST: dist,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cirrus-ab-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function up(base: string) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${base} did not start`)
}

/** One cold load of / and of /compute: ms until each is usable. */
async function once(browser: Browser, base: string) {
  const ctx = await browser.newContext()
  await ctx.request.post(`${base}/auth/sign-in`, {
    data: { email: 'demo@cirrus.test', password: 'demo-password-1' },
  })
  const page = await ctx.newPage()
  let t0 = performance.now()
  await page.goto(base + '/')
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
  const dashboard = performance.now() - t0
  const compute = await ctx.newPage()
  t0 = performance.now()
  await compute.goto(base + '/compute')
  await compute.getByRole('table', { name: 'Virtual machines' }).getByRole('row', { name: /web-1/ }).waitFor()
  const list = performance.now() - t0
  await ctx.close()
  return { dashboard, list }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const servers = dists.map((d, i) => platform(d, port + i))
const bases = dists.map((_, i) => `http://127.0.0.1:${port + i}`)
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  await Promise.all(bases.map(up))
  const times = dists.map(() => ({ dashboard: [] as number[], list: [] as number[] }))
  for (let run = 0; run < runs; run++)
    for (const i of run % 2 === 0 ? [0, 1] : [1, 0]) {
      const t = await once(browser, bases[i]!)
      times[i]!.dashboard.push(t.dashboard)
      times[i]!.list.push(t.list)
    }
  dists.forEach((d, i) =>
    console.log(
      `${d}: dashboard ${median(times[i]!.dashboard).toFixed(0)} ms, compute list ${median(times[i]!.list).toFixed(0)} ms (medians of ${runs}; runs ${times[i]!.dashboard.map((x) => x.toFixed(0)).join(' ')} / ${times[i]!.list.map((x) => x.toFixed(0)).join(' ')})`,
    ),
  )
} finally {
  await browser.close()
  for (const s of servers) s.kill('SIGTERM')
}
