/**
 * Where the platform's time went (issue 17): reads the newest `.cpuprofile` in a folder (written by
 * `npm run bench -w @cirrus/platform -- --only list --cpu-prof <dir>`) and prints the self time by part (the
 * database engine, the driver, the ORM, the HTTP layer, validation, JSON, the platform's own code, GC, idle) and
 * the 15 functions with the most self time.
 *
 *   npx tsx bench/profile-summary.ts <dir>
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const dir = process.argv[2]
if (!dir) throw new Error('usage: tsx bench/profile-summary.ts <dir with .cpuprofile files>')
const newest = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => join(dir, f))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
if (!newest) throw new Error(`no .cpuprofile in ${dir}`)
const profile = JSON.parse(readFileSync(newest, 'utf8')) as Profile

/** The part of the server a function belongs to, from its file. */
function part({ functionName, url }: Node['callFrame']): string {
  if (functionName === '(garbage collector)') return 'garbage collection'
  if (functionName === '(idle)') return 'idle (waiting for I/O)'
  if (functionName === '(program)') return 'V8 / native (program)'
  if (/@electric-sql\/pglite/.test(url) || url.startsWith('wasm://')) return 'PGlite (PostgreSQL in WASM)'
  if (/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(url)) return 'pg driver'
  if (/drizzle-orm/.test(url)) return 'Drizzle ORM'
  if (/node_modules\/(hono|@hono)\//.test(url)) return 'Hono (HTTP routing, middleware)'
  if (/node_modules\/zod\//.test(url)) return 'zod (validation)'
  if (/apps\/platform\/dist\/|apps\/platform\/src\//.test(url)) return 'platform code'
  if (/packages\/domain\//.test(url)) return 'domain package'
  if (functionName === 'parse' || functionName === 'stringify') return 'JSON parse / stringify'
  if (url.startsWith('node:') || url === '') return 'Node internals (HTTP, streams, crypto)'
  return 'other dependencies'
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map<number, number>()
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
const total = [...self.values()].reduce((a, b) => a + b, 0)
const parts = new Map<string, number>()
const functions = new Map<string, number>()
for (const [id, us] of self) {
  const frame = byId.get(id)!.callFrame
  parts.set(part(frame), (parts.get(part(frame)) ?? 0) + us)
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*node_modules\//, '').replace(/.*apps\/platform\//, '')}:${frame.lineNumber + 1}`
  functions.set(name, (functions.get(name) ?? 0) + us)
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`
const busy = total - (parts.get('idle (waiting for I/O)') ?? 0)
console.log(`profile ${newest}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`)
console.log('\nself time by part')
for (const [name, us] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`${pct(us)}  ${name}`)
console.log('\nthe 15 functions with the most self time')
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${pct(us)}  ${name}`)
