/**
 * Route files through the layers (README.md "Layout"): these parse, authorise and answer only; every query lives
 * in a repository (store/) and every rule across resources in services/. So none of them imports drizzle-orm or
 * the schema tables. Add a route file here when it is moved (the other route files are listed in layers.test.ts).
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = dirname(fileURLToPath(import.meta.url))

/** The route (and HTTP) files that hold no query of their own. */
export const QUERY_FREE_ROUTES_B = [
  'http/auth.ts',
  'routes/access-groups.ts',
  'routes/account.ts',
  'routes/auth.ts',
  'routes/images.ts',
  'routes/managed-services.ts',
  'routes/object-storage.ts',
  'routes/parameters.ts',
  'routes/pricing.ts',
  'routes/ssh-keys.ts',
  'routes/system.ts',
]

/** The imports of `text` that reach the database directly: drizzle-orm (and its sub-paths) or store/schema. */
export function queryImports(text: string): string[] {
  const targets = [...text.matchAll(/^(?:import|export)\s[^'";]*?['"]([^'"]+)['"]/gms)].map((m) => m[1]!)
  return targets.filter(
    (t) => t === 'drizzle-orm' || t.startsWith('drizzle-orm/') || /\/store\/schema(\.js)?$/.test(t),
  )
}

describe('route files hold no query', () => {
  it('recognises drizzle-orm and schema imports, type-only ones too', () => {
    const text = `import { eq } from 'drizzle-orm'\nimport type { SQL } from 'drizzle-orm/sql'\nimport {\n  disks,\n} from '../store/schema.js'\nimport { listDisks } from '../store/disks.js'\n`
    expect(queryImports(text)).toEqual(['drizzle-orm', 'drizzle-orm/sql', '../store/schema.js'])
  })

  it.each(QUERY_FREE_ROUTES_B)('%s imports neither drizzle-orm nor store/schema', (file) => {
    expect(queryImports(readFileSync(join(SRC, file), 'utf8'))).toEqual([])
  })
})
