import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// '@cirrus/domain' resolves to its TypeScript source through the custom `source` export condition, in Vite's
// client and SSR (node) resolution alike, so platform tests need no domain build.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Not `module` on the server side: the AWS SDK's ES build behind it imports files without extensions, which
  // Node cannot load (src/s3/s3.test.ts); `node`/`import` pick the builds Node runs in production.
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own store (≈1 s from the template); files run in parallel, tests in a file in order.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // The files share one module graph per worker (each still opens its own store; the platform's modules keep
    // no state between apps but derived-key and location caches): importing the server afresh for each of ~70
    // files was a third of the suite's CPU time, and the suite runs four times in CI (PGlite and PostgreSQL on
    // Node 20, PGlite on Node 22 and 24).
    isolate: false,
  },
})
