// `npm run bench -w @cirrus/e2e` (after first-load.ts): the command palette's open time with 5,000 resources in
// headless Chromium — the design system's CommandPalette and the domain's ranking, built now with Vite from their
// sources — from the click to the first frame painted with the results, and the time to rank 5,000 entries for an
// IP address (one keystroke). The goal is < 50 ms to open (issue 18). Prints numbers; asserts nothing.
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../chromium.config'

const here = path.dirname(fileURLToPath(import.meta.url))
const runs = Number(process.env.BENCH_RUNS ?? 7)

function serve(dir: string): Promise<{ server: Server; url: string }> {
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

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

async function main() {
  const out = mkdtempSync(path.join(tmpdir(), 'cirrus-palette-bench-'))
  await build({
    root: path.join(here, 'palette'),
    plugins: [react()],
    logLevel: 'error',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { outDir: out, emptyOutDir: true },
  })
  const site = await serve(out)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage()
    await page.goto(site.url)
    const open = page.getByRole('button', { name: 'Open' })
    await open.waitFor()
    const openTimes: number[] = []
    const rankTimes: number[] = []
    for (let i = 0; i < runs; i++) {
      await open.click()
      await page.getByRole('dialog', { name: 'Command palette' }).waitFor()
      const ms = await page.waitForFunction(() => window.paletteOpenMs).then((h) => h.jsonValue())
      openTimes.push(Number(ms))
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Rank' }).click()
      rankTimes.push(Number(await page.evaluate(() => window.paletteRankMs)))
    }
    console.log(
      `command palette, 5,000 resources (median of ${runs}): open ${median(openTimes).toFixed(1)} ms (goal < 50 ms)  rank one keystroke ${median(rankTimes).toFixed(1)} ms`,
    )
  } finally {
    await browser.close()
    site.server.close()
  }
}

await main()
