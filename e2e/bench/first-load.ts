// `npm run bench -w @cirrus/e2e`: the console's first-load JS and CSS of / (gzip), the time until the dashboard
// and the compute list are usable in headless Chromium, and the same for a bare React + Radix page built in this
// run, as a ratio. Ends with ONE table (issue 17): every figure beside its reference and its goal, with the
// platform's figures when the root `npm run bench` left them in bench-results/platform.json.
// Prints numbers; asserts nothing (speed goals are measured, never asserted in tests).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../chromium.config'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const runs = Number(process.env.BENCH_RUNS ?? 5)

/** Sizes (gzip) of the entry script, its static imports (modulepreload) and stylesheets named in index.html. */
function firstLoadSizes(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(js|css))"/g)].map((m) => ({
    file: m[1]!,
    kind: m[2]!,
  }))
  let js = 0
  let css = 0
  for (const { file, kind } of refs) {
    const abs = path.join(distDir, file.replace(/^\/(admin\/)?/, ''))
    const gz = gzipSync(readFileSync(abs)).length
    if (kind === 'js') js += gz
    else css += gz
  }
  return { js, css, files: refs.length }
}

function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }
  const server = createServer((req, res) => {
    const p = path.join(dir, decodeURIComponent((req.url ?? '/').split('?')[0]!))
    const file = statSync(p, { throwIfNoEntry: false })?.isFile() ? p : path.join(dir, 'index.html')
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address()
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/` })
    }),
  )
}

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

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

/** The largest JS chunk that is not part of the first load, except the named heavy widgets (size-budget.json). */
function largestLazyChunk(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  let largest = { file: '', bytes: 0 }
  for (const file of readdirSync(path.join(distDir, 'assets'))) {
    if (
      !file.endsWith('.js') ||
      html.includes(file) ||
      /^(CostChart|XtermTerminal|MetricsChart|dashboard-summary\.worker)-/.test(file)
    )
      continue
    const bytes = gzipSync(readFileSync(path.join(distDir, 'assets', file))).length
    if (bytes > largest.bytes) largest = { file, bytes }
  }
  return largest
}

function bigAccountRows(big: BigAccount | undefined): [string, string, string, string][] {
  if (!big) return [['big account', 'not measured (BENCH_BIG_VMS=0)', '', '']]
  const ms = (n: number) => `${n.toFixed(0)} ms`
  const n = big.vms.toLocaleString('en-GB')
  return [
    [
      `big account (${n} VMs): compute list usable (paged: GET vm/page)`,
      ms(big.usableMs),
      'before (whole vm/list): 8,600–14,400 ms',
      '≤ 1,000 ms',
    ],
    ['big account: longest task while the list loads', ms(big.loadLongMs), 'before: 135–307 ms', '≤ 100 ms'],
    ['big account: next page shown', ms(big.nextPageMs), '', ''],
    ['big account: longest task on the next page', ms(big.nextPageLongMs), '', '≤ 100 ms'],
    ['big account: sorted by price (server, all VMs priced)', ms(big.sortMs), '', ''],
    ['big account: longest task while sorting', ms(big.sortLongMs), '', '≤ 100 ms'],
    ['big account: longest task while scrolling', ms(big.scrollLongMs), '', '≤ 100 ms'],
    ['big account: dashboard totals shown', ms(big.dashboardMs), '', ''],
    ['big account: longest task while the dashboard loads', ms(big.dashboardLongMs), '', '≤ 100 ms'],
  ]
}

type PlatformRow = {
  store: string
  scenario: string
  result?: { rps: number; p50: number; p99: number }
  rss: number
  /** Issue 17's goal of this figure (apps/platform/bench/report.ts), when it has one. */
  goal?: string
  met?: boolean
}

/** The platform's figures from bench-results/platform.json (the root `npm run bench` writes it first). */
function platformRows(): [string, string, string, string][] {
  const file = path.join(root, 'bench-results/platform.json')
  if (!existsSync(file)) return [['platform figures', 'not measured', 'run the root `npm run bench`', '']]
  const { summary } = JSON.parse(readFileSync(file, 'utf8')) as { summary: PlatformRow[] }
  const goals: Record<string, { list: string; reference: string }> = {
    'PGlite (embedded)': { list: '≥ 300 req/s', reference: 'before: 29–33 req/s with 1,000 VMs' },
    PostgreSQL: { list: '≥ 1,000 req/s, p99 ≤ 50 ms', reference: 'before: 48–52 req/s with 1,000 VMs' },
  }
  return summary.flatMap((r): [string, string, string, string][] => {
    const goal = goals[r.store]
    if (r.scenario.startsWith('idle'))
      return [
        [
          `${r.store} idle RSS`,
          `${r.rss} MB`,
          r.store === 'PostgreSQL' ? 'before: 96 MB' : 'before: 262 MB',
          r.store === 'PostgreSQL' ? '' : '≤ 150 MB',
        ],
      ]
    if (!r.result) return []
    const figure = `${r.result.rps.toFixed(0)} req/s, p50 ${r.result.p50.toFixed(0)} ms, p99 ${r.result.p99.toFixed(0)} ms`
    if (r.goal)
      return [
        [`${r.store} ${r.scenario}`, figure, goal?.reference ?? '', `${r.goal}${r.met ? ' (met)' : ''}`],
      ]
    if (r.scenario.startsWith('GET vm/list'))
      return [[`${r.store} ${r.scenario}`, figure, goal?.reference ?? '', goal?.list ?? '']]
    return [[`${r.store} ${r.scenario}`, figure, '', '']]
  })
}

type BigAccount = {
  vms: number
  usableMs: number
  loadLongMs: number
  nextPageMs: number
  nextPageLongMs: number
  sortMs: number
  sortLongMs: number
  scrollLongMs: number
  dashboardMs: number
  dashboardLongMs: number
}

/**
 * The big account (issue 17): the demo seed plus BENCH_BIG_VMS (10,000) VMs in the demo customer's account
 * (apps/platform/bench/big-account-seed.ts, on a fresh PGlite folder), the platform started on it, and in
 * Chromium: the time from navigation until the compute list shows a row, and the longest main-thread task
 * (PerformanceObserver 'longtask') while it loads, on the next page, while it sorts by price (the server's
 * dearest sort: every VM priced) and while it scrolls; then the dashboard (its totals over every VM).
 */
async function measureBigAccount(port: number): Promise<BigAccount | undefined> {
  const vms = Number(process.env.BENCH_BIG_VMS ?? 10_000)
  if (vms <= 0) return undefined
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cirrus-big-'))
  const platformDir = path.join(root, 'apps/platform')
  await new Promise<void>((done, fail) => {
    const seed = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'bench/big-account-seed.ts', dataDir, String(vms)],
      { cwd: platformDir, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    seed.on('exit', (code) => (code === 0 ? done() : fail(new Error(`big-account seed exited with ${code}`))))
  })
  const { NODE_ENV: _viteSetThis, ...env } = process.env
  const server = spawn(process.execPath, [path.join(platformDir, 'dist/server.js')], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, API_REQUESTS_PER_MINUTE: '0' },
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    await waitFor(`${base}/healthz`, 120_000)
    const ctx = await browser.newContext()
    const signIn = await ctx.request.post(`${base}/auth/sign-in`, {
      data: { email: 'demo@cirrus.test', password: 'demo-password-1' },
    })
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
    await ctx.addInitScript(() => {
      const w = window as unknown as { longTasks: number[] }
      w.longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const page = await ctx.newPage()
    const longest = async () =>
      page.evaluate(() => {
        const w = window as unknown as { longTasks: number[] }
        const max = Math.max(0, ...w.longTasks)
        w.longTasks = []
        return max
      })
    const table = page.getByRole('table', { name: 'Virtual machines' })
    const frames = () =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    let t0 = performance.now()
    await page.goto(base + '/compute')
    await table.getByRole('row').nth(1).waitFor()
    const usableMs = performance.now() - t0
    await frames()
    const loadLongMs = await longest()
    // The console pages on the server (issue 17): the next 50 VMs.
    const pages = page.getByRole('navigation', { name: 'Pages' })
    t0 = performance.now()
    await pages.getByRole('button', { name: 'Next page' }).click()
    await pages.getByText(/^51–100 of/).waitFor()
    await table.getByRole('row').nth(1).waitFor()
    const nextPageMs = performance.now() - t0
    await frames()
    const nextPageLongMs = await longest()
    // Dearest first: the platform prices every VM of the account to sort them (services/vm-page.ts).
    const firstRow = await table.getByRole('row').nth(1).textContent()
    t0 = performance.now()
    await table.getByRole('button', { name: 'Price' }).click()
    await table
      .getByRole('columnheader', { name: 'Price' })
      .and(page.locator('[aria-sort="ascending"],[aria-sort="descending"]'))
      .waitFor()
    await page.waitForFunction((before) => {
      const row = document.querySelectorAll('table[aria-label="Virtual machines"] tbody tr')[0]
      return row !== undefined && row.textContent !== before
    }, firstRow)
    const sortMs = performance.now() - t0
    await frames()
    const sortLongMs = await longest()
    await table.hover()
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 2000)
    await frames()
    const scrollLongMs = await longest()
    // The dashboard: its totals cover every resource of the account.
    t0 = performance.now()
    await page.goto(base + '/')
    // Usable: the totals are there (the costs card follows the summary over every VM).
    await page.getByRole('heading', { name: 'Cost by billing account' }).waitFor({ timeout: 120_000 })
    const dashboardMs = performance.now() - t0
    await frames()
    const dashboardLongMs = await longest()
    await ctx.close()
    return {
      vms,
      usableMs,
      loadLongMs,
      nextPageMs,
      nextPageLongMs,
      sortMs,
      sortLongMs,
      scrollLongMs,
      dashboardMs,
      dashboardLongMs,
    }
  } finally {
    await browser.close()
    const exited = new Promise((done) => server.once('exit', done))
    server.kill('SIGTERM')
    await exited
  }
}

async function main() {
  // 1. The bare page, built now with the same Vite.
  const bareOut = mkdtempSync(path.join(tmpdir(), 'cirrus-bare-'))
  await build({
    root: path.join(here, 'bare'),
    plugins: [react()],
    logLevel: 'error',
    build: { outDir: bareOut, emptyOutDir: true },
  })
  const consoleDist = path.join(root, 'apps/console/dist')
  const consoleSize = firstLoadSizes(consoleDist)
  const bareSize = firstLoadSizes(bareOut)

  // 2. The product, as `npm start` runs it (already built by the root `bench` script).
  const port = Number(process.env.E2E_PORT ?? 8790)
  // Vite's build() above set NODE_ENV=production in this process; the product runs as `npm start` does.
  const { NODE_ENV: _viteSetThis, ...env } = process.env
  const server = spawn(process.execPath, [path.join(root, 'apps/platform/dist/server.js')], {
    env: { ...env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cirrus-bench-')) },
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  server.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`bench: the platform exited with ${code}`)
  })
  const bare = await serveStatic(bareOut)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    await waitFor(`${base}/healthz`, 120_000)
    const consoleTimes: number[] = []
    const computeTimes: number[] = []
    const bareTimes: number[] = []
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext()
      const signIn = await ctx.request.post(`${base}/auth/sign-in`, {
        data: { email: 'demo@cirrus.test', password: 'demo-password-1' },
      })
      if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
      const page = await ctx.newPage()
      let t0 = performance.now()
      await page.goto(base + '/')
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
      consoleTimes.push(performance.now() - t0)
      const computePage = await ctx.newPage()
      t0 = performance.now()
      await computePage.goto(base + '/compute')
      // Usable: the demo's VM is a row of the list.
      await computePage
        .getByRole('table', { name: 'Virtual machines' })
        .getByRole('row', { name: /web-1/ })
        .waitFor()
      computeTimes.push(performance.now() - t0)
      const barePage = await ctx.newPage()
      t0 = performance.now()
      await barePage.goto(bare.url)
      await barePage.getByRole('button', { name: 'Ready' }).waitFor()
      bareTimes.push(performance.now() - t0)
      await ctx.close()
    }
    const big = await measureBigAccount(Number(process.env.BENCH_BIG_PORT ?? port + 1))
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
    const c = median(consoleTimes)
    const cl = median(computeTimes)
    const b = median(bareTimes)
    const lazy = largestLazyChunk(consoleDist)
    const rows: [string, string, string, string][] = [
      [
        'console first-load JS of / (gzip)',
        kb(consoleSize.js),
        `bare page ${kb(bareSize.js)} (${(consoleSize.js / bareSize.js).toFixed(2)}×); main before: 195.7 kB`,
        '≤ 120 kB',
      ],
      [
        'console first-load CSS of / (gzip)',
        kb(consoleSize.css),
        `bare page ${kb(bareSize.css)} (${(consoleSize.css / bareSize.css).toFixed(2)}×); before: 80.7 kB`,
        '≤ 60 kB',
      ],
      [
        'largest lazy chunk (gzip; recharts, xterm, the totals worker excepted)',
        `${kb(lazy.bytes)} ${lazy.file}`,
        '',
        '≤ 30 kB',
      ],
      [
        `dashboard usable, cold (median of ${runs})`,
        `${c.toFixed(0)} ms`,
        `bare page ${b.toFixed(0)} ms: ${(c / b).toFixed(2)}×; before: 2.7–3.4×`,
        '≤ 1.3× bare',
      ],
      [
        `compute list usable, cold (median of ${runs})`,
        `${cl.toFixed(0)} ms`,
        `bare page ${b.toFixed(0)} ms: ${(cl / b).toFixed(2)}×`,
        '≤ 1.3× bare',
      ],
      ...platformRows(),
      ...bigAccountRows(big),
    ]
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length), 8))
    const line = (r: string[]) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')
    console.log(`\n${line(['figure', 'measured', 'reference (same run, or main before issue 17)', 'goal'])}`)
    for (const r of rows) console.log(line(r))
  } finally {
    await browser.close()
    bare.server.close()
    server.kill('SIGTERM')
  }
}

await main()
