#!/usr/bin/env node
// Where the first-load bytes of a built app go (issue 17): every first-load chunk (the entry named in index.html
// and what it imports statically, as size-budget.mjs counts them) split by its source map into the packages and
// source folders it holds, each share of the chunk's gzip size in proportion to its bytes.
//   node packages/app-kit/scripts/size-attribution.mjs apps/console/dist [--top 30] [--modules]
// The apps build with source maps; `npm run build -w @cirrus/console` (or admin) first. A guide, not a budget: the
// shares are estimates (gzip does not split exactly), the total is the measured one.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

const args = process.argv.slice(2)
const distArg = args.find((a) => !a.startsWith('--'))
if (!distArg) {
  console.error('usage: size-attribution.mjs <dist> [--top N] [--modules]')
  process.exit(2)
}
const top = Number(args[args.indexOf('--top') + 1]) || 30
const byModule = args.includes('--modules')
const dist = path.resolve(distArg)
const assets = path.join(dist, 'assets')

/** The first-load scripts: the ones index.html names and, transitively, what they import statically. */
export function firstLoadScripts(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const queue = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"/]+\.js)"/g)].map((m) => m[1])
  const files = new Set()
  while (queue.length) {
    const file = queue.shift()
    if (files.has(file)) continue
    files.add(file)
    const code = readFileSync(path.join(distDir, 'assets', file), 'utf8')
    for (const m of code.matchAll(
      /(?<![\w$.])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      queue.push(m[1])
  }
  return [...files]
}

/** A source's group: the npm package, or the workspace folder (`packages/domain/src/query`). */
function groupOf(source) {
  const nm = source.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const [scope, name] = source.slice(nm + 'node_modules/'.length).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  const ws = source.match(/(?:^|\/)(packages|apps)\/([^/]+)\/src\/(.*)$/)
  if (ws) {
    const dirs = ws[3].split('/').slice(0, -1)
    return `${ws[1]}/${ws[2]}/src${dirs.length ? `/${dirs.slice(0, 2).join('/')}` : ''}`
  }
  return source
}

const shares = new Map()
const add = (key, bytes) => shares.set(key, (shares.get(key) ?? 0) + bytes)
let total = 0
const files = firstLoadScripts(dist)
for (const file of files) {
  const code = readFileSync(path.join(assets, file), 'utf8')
  const gz = gzipSync(code, { level: 9 }).length
  total += gz
  const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')))
  const lineStarts = [0]
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1)
  const marks = []
  map.eachMapping((m) =>
    marks.push([lineStarts[m.generatedLine - 1] + m.generatedColumn, m.source ?? '(generated)']),
  )
  marks.sort((a, b) => a[0] - b[0])
  const raw = new Map([['(generated)', marks.length ? marks[0][0] : code.length]])
  marks.forEach(([at, source], i) => {
    const end = i + 1 < marks.length ? marks[i + 1][0] : code.length
    raw.set(source, (raw.get(source) ?? 0) + end - at)
  })
  for (const [source, bytes] of raw) {
    const abs = source.startsWith('(') ? source : path.resolve(assets, map.sourceRoot ?? '', source)
    const key = byModule && abs !== source ? path.relative(process.cwd(), abs) : groupOf(abs)
    add(key, (gz * bytes) / code.length)
  }
}

const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(6)
console.log(
  `first-load JS of ${path.relative(process.cwd(), dist) || dist}: ${files.length} files, ${kB(total)} kB gzip`,
)
for (const [key, bytes] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${kB(bytes)} kB  ${key}`)
