// `node --import tsx bench/waterfall.ts [path…]` in e2e/ (after a build): one cold load of each path of the console
// in headless Chromium, printed as a waterfall (every request's start and end, ms from navigation) with the
// moment the screen became usable, to see what waits for what (issue 17). Prints; asserts nothing.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright'
import { chromiumLaunchOptions } from '../../chromium.config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const port = Number(process.env.E2E_PORT ?? 8790)
const base = `http://127.0.0.1:${port}`
const usable: Record<string, (page: Page) => Promise<unknown>> = {
  '/': (page) => page.getByRole('heading', { name: 'Dashboard' }).waitFor(),
  '/compute': (page) =>
    page.getByRole('table', { name: 'Virtual machines' }).getByRole('row', { name: /web-1/ }).waitFor(),
}

const server = spawn(process.execPath, [path.join(root, 'apps/platform/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cirrus-waterfall-')),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {
      if (i > 480) throw new Error('the platform did not start')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(usable)
  const rounds = Number(process.env.WATERFALL_RUNS ?? 1)
  for (let round = 0; round < rounds; round++)
    for (const p of paths) {
      const ctx = await browser.newContext()
      await ctx.request.post(`${base}/auth/sign-in`, {
        data: { email: 'demo@cirrus.test', password: 'demo-password-1' },
      })
      const page = await ctx.newPage()
      const t0 = Date.now()
      await page.goto(base + p)
      await (usable[p] ?? ((pg: Page) => pg.waitForLoadState('networkidle')))(page)
      const total = Date.now() - t0
      const entries = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        return {
          fcp: paint?.startTime ?? 0,
          domInteractive: nav.domInteractive,
          now: performance.now(),
          resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
            name: r.name.replace(location.origin, ''),
            start: r.startTime,
            end: r.responseEnd,
            size: r.encodedBodySize,
          })),
        }
      })
      console.log(
        `\n${p}: usable after ${total} ms (page clock ${entries.now.toFixed(0)}), first contentful paint ${entries.fcp.toFixed(0)} ms, DOM interactive ${entries.domInteractive.toFixed(0)} ms`,
      )
      for (const r of entries.resources.sort((a, b) => a.start - b.start))
        console.log(
          `${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${(r.size / 1024).toFixed(1).padStart(6)} kB  ${r.name.slice(0, 100)}`,
        )
      await ctx.close()
    }
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
