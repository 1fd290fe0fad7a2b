#!/usr/bin/env node
// The size budgets of a built app (issue 17), run by the app's `size` script (turbo `size`, part of `npm test`):
//   node ../../packages/app-kit/scripts/size-budget.mjs <dist> <budget.json>
// First load = the entry script named in dist/index.html, every chunk it imports statically (transitively, which
// is what the modulepreload links name) and the stylesheets the page links; lazy chunks = every other script.
// Sizes are gzip (level 9, what the platform's compression and a CDN serve). Deterministic: the same build gives
// the same figures, so a budget exceeded fails with the figure in the message. Budgets live in the app's
// `size-budget.json`: { "firstLoadJsKb", "firstLoadCssKb", "lazyChunkKb", "lazyChunkExceptions": { "<chunk name
// prefix>": { "kb": <budget>, "why": "<reason>" } }, "goals": { "firstLoadJsKb", "firstLoadCssKb" } } — a budget
// above its goal (printed beside it) is a ratchet: lower it as the build shrinks, never raise it.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const [distArg, budgetArg] = process.argv.slice(2)
if (!distArg || !budgetArg) {
  console.error('usage: size-budget.mjs <dist> <budget.json>')
  process.exit(2)
}
const dist = path.resolve(distArg)
const budget = JSON.parse(readFileSync(path.resolve(budgetArg), 'utf8'))
const assets = path.join(dist, 'assets')
const kb = (bytes) => bytes / 1024
const fmt = (bytes) => `${kb(bytes).toFixed(1)} kB`
const gz = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length

const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const linked = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"/]+\.(?:js|css))"/g)].map((m) => m[1])

/** The chunks a script imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file) {
  const code = readFileSync(path.join(assets, file), 'utf8')
  return [
    ...code.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1])
}

const firstJs = new Set()
const queue = linked.filter((f) => f.endsWith('.js'))
while (queue.length) {
  const file = queue.shift()
  if (firstJs.has(file)) continue
  firstJs.add(file)
  queue.push(...staticImports(file))
}
const firstCss = linked.filter((f) => f.endsWith('.css'))
const jsBytes = [...firstJs].reduce((sum, f) => sum + gz(f), 0)
const cssBytes = firstCss.reduce((sum, f) => sum + gz(f), 0)

const failures = []
const rows = []
const check = (what, bytes, limitKb, goalKb) => {
  const ok = kb(bytes) <= limitKb
  const goal = goalKb !== undefined && goalKb !== limitKb ? ` (goal ${goalKb} kB, issue 17)` : ''
  rows.push(
    `${ok ? 'ok  ' : 'OVER'}  ${what.padEnd(44)} ${fmt(bytes).padStart(9)}  budget ${limitKb} kB${goal}`,
  )
  if (!ok) failures.push(`${what} is ${fmt(bytes)} gzip, over its budget of ${limitKb} kB`)
}
check(`first-load JS (${firstJs.size} files)`, jsBytes, budget.firstLoadJsKb, budget.goals?.firstLoadJsKb)
check(
  `first-load CSS (${firstCss.length} files)`,
  cssBytes,
  budget.firstLoadCssKb,
  budget.goals?.firstLoadCssKb,
)

const exceptions = Object.entries(budget.lazyChunkExceptions ?? {})
let lazyCount = 0
let largest = { file: '', bytes: 0 }
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js') && !firstJs.has(f))) {
  lazyCount++
  const bytes = gz(file)
  const exception = exceptions.find(([prefix]) => file.startsWith(`${prefix}-`))
  if (exception) check(`lazy chunk ${file}`, bytes, exception[1].kb)
  else if (kb(bytes) > budget.lazyChunkKb) check(`lazy chunk ${file}`, bytes, budget.lazyChunkKb)
  else if (bytes > largest.bytes) largest = { file, bytes }
}
rows.push(
  `ok    largest other of ${lazyCount} lazy chunks: ${largest.file} ${fmt(largest.bytes)}  budget ${budget.lazyChunkKb} kB`,
)

console.log(`size budgets of ${path.relative(process.cwd(), dist) || dist} (gzip)\n${rows.join('\n')}`)
if (failures.length) {
  console.error(`\nsize budget exceeded:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
