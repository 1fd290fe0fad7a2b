/**
 * The layers (README.md "Layout"): routes → services → store, no import circle, and nothing imported only for
 * its side effects (modules.ts assembles the platform). Reads the runtime import graph of src/ (type-only imports
 * are erased by the compiler and create no circle).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Runtime imports of a file (relative ones, as paths under src/), and whether any is a bare side-effect import. */
export function importsOf(text: string, file: string): { runtime: string[]; sideEffect: string[] } {
  const runtime: string[] = []
  const sideEffect: string[] = []
  const statement = /^(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gms
  for (const m of text.matchAll(statement)) {
    const [, , typeOnly, clause, target] = m
    if (!target!.startsWith('.')) continue
    const path = relative(SRC, resolve(dirname(file), target!.replace(/\.js$/, '.ts')))
    if (m[1] === 'import' && clause === '') sideEffect.push(path)
    // `import type {…}` and `import { type A, type B }` are erased.
    const allTypes =
      /^\{[^}]*\}$/s.test(clause!) &&
      clause!
        .slice(1, -1)
        .split(',')
        .every((n) => /^\s*(type\s|$)/.test(n))
    if (!typeOnly && !allTypes) runtime.push(path)
  }
  return { runtime, sideEffect }
}

function graph(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const file of sourceFiles(SRC))
    out.set(relative(SRC, file), importsOf(readFileSync(file, 'utf8'), file).runtime)
  return out
}

/** Every import circle (as a path of files), by depth-first search. */
export function circles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    stack.push(node)
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of edges.keys()) if (!state.has(node)) visit(node)
  return found
}

const layer = (path: string) => path.split('/')[0]!

/**
 * Every source file outside store/ is through the layers: routes, services, the simulated cloud (sim/), the
 * operation runner (ops/), http/ (auth, scope, location), access.ts, graphql/, s3/, the seed and the CLI hold no
 * query, Drizzle or schema import of their own; their queries live in store/. Only store/ builds the database
 * (store.ts) and holds the schema. A new file anywhere else is held to it without being listed.
 */
export const OUTSIDE_STORE = sourceFiles(SRC)
  .map((file) => relative(SRC, file))
  .filter((path) => layer(path) !== 'store')

/** What a file outside store/ must not hold: imports of Drizzle or the schema, and queries run on a database handle. */
export function queriesIn(text: string, file: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(/^(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]/gms)) {
    const target = m[1]!
    if (target === 'drizzle-orm' || target.startsWith('drizzle-orm/')) found.push(`imports ${target}`)
    else if (target.startsWith('.')) {
      const path = relative(SRC, resolve(dirname(file), target))
      if (path === 'store/schema.js' || path.startsWith('store/schema/')) found.push(`imports ${target}`)
    }
  }
  for (const m of text.matchAll(/\b(?:db|tx)\s*\.\s*(select|insert|update|delete|execute)\s*\(/g)) {
    found.push(`runs ${m[1]}`)
  }
  return found
}

describe('layers of src/', () => {
  const edges = graph()

  it('reads type-only, side-effect and runtime imports apart', () => {
    const file = join(SRC, 'routes', 'x.ts')
    const text = `import type { A } from '../a.js'\nimport { type B } from '../b.js'\nimport { c } from '../c.js'\nimport '../d.js'\nexport { e } from './e.js'\n`
    expect(importsOf(text, file)).toEqual({ runtime: ['c.ts', 'd.ts', 'routes/e.ts'], sideEffect: ['d.ts'] })
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'a']])
  })

  it('has no import circle', () => {
    expect(edges.size).toBeGreaterThan(40)
    expect(circles(edges)).toEqual([])
  })

  it('services and store never import routes; store never imports services', () => {
    const wrong = [...edges].flatMap(([from, targets]) =>
      targets
        .filter((to) =>
          layer(from) === 'services'
            ? layer(to) === 'routes'
            : layer(from) === 'store' && (layer(to) === 'routes' || layer(to) === 'services'),
        )
        .map((to) => `${from} → ${to}`),
    )
    expect(wrong).toEqual([])
  })

  it('tells a query-free route file from one with queries', () => {
    const file = join(SRC, 'routes', 'x.ts')
    const text = `import { and } from 'drizzle-orm'\nimport { disks } from '../store/schema.js'\nimport type { DiskRow } from '../store/disks.js'\nawait db.select().from(disks)\nawait tx\n  .delete(disks)\n`
    expect(queriesIn(text, file)).toEqual([
      'imports drizzle-orm',
      'imports ../store/schema.js',
      'runs select',
      'runs delete',
    ])
    expect(
      queriesIn(`import { listDisks } from '../store/disks.js'\nawait listDisks(db, location)\n`, file),
    ).toEqual([])
    expect(queriesIn(`import { vms } from '../store/schema/vms.js'\n`, file)).toEqual([
      'imports ../store/schema/vms.js',
    ])
  })

  it('no file outside store/ holds a query, Drizzle or schema import (routes → services → store)', () => {
    expect(OUTSIDE_STORE).toEqual(
      expect.arrayContaining([
        'routes/vm.ts',
        'routes/account.ts',
        'services/vms.ts',
        'services/managed-services/create.ts',
        'sim/vm-lifecycle.ts',
        'ops/runner.ts',
        'ops/lease.ts',
        'http/auth.ts',
        'http/scope.ts',
        'http/conventions.ts',
        'http/env.ts',
        'access.ts',
        'graphql/schema.ts',
        's3/routes.ts',
        'seed.ts',
        'cli.ts',
        'app.ts',
      ]),
    )
    const held = OUTSIDE_STORE.flatMap((path) =>
      queriesIn(readFileSync(join(SRC, path), 'utf8'), join(SRC, path)).map((what) => `${path} ${what}`),
    )
    expect(held).toEqual([])
  })

  it('reads the tables through the schema index: only store/schema.ts and store/schema/ import a file of store/schema/', () => {
    const wrong = [...edges].flatMap(([from, targets]) =>
      from === 'store/schema.ts' || from.startsWith('store/schema/')
        ? []
        : targets.filter((to) => to.startsWith('store/schema/')).map((to) => `${from} → ${to}`),
    )
    expect(wrong).toEqual([])
  })

  it('imports nothing for its side effects (modules.ts assembles the platform)', () => {
    const bare = sourceFiles(SRC).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'), file).sideEffect.map((to) => `${relative(SRC, file)} → ${to}`),
    )
    expect(bare).toEqual([])
  })
})
