// The customer console: a single-page app served at / (ARCHITECTURE.md). In development Vite proxies the API,
// the auth endpoints and the health check to the reference platform on 127.0.0.1:8080 (docs/CONTRACTS.md), so the
// session cookie stays same-origin exactly as in production, where the platform serves apps/console/dist.
import { defineConfig, defaultClientConditions } from 'vite'
import react from '@vitejs/plugin-react'
import { radixIconsPerModule } from '../../packages/app-kit/vite/radix-icons'
// The appearance before first paint (issue 18): theme-init.js, first in <head> (see the file).
import { themeInit } from '../../packages/app-kit/theme-init.mjs'
// The session reads sent by the page before the console's code has loaded (issue 17): first-reads.js in <head>.
import { firstReads } from '../../packages/app-kit/vite/first-reads'
import { AUTH_PATHS } from '../../packages/app-kit/src/session'
import { SESSION_READS } from './src/layout/session-reads'
import pkg from './package.json' with { type: 'json' }

const platform = 'http://127.0.0.1:8080'

export default defineConfig({
  base: '/',
  define: { __CIRRUS_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    react(),
    radixIconsPerModule(),
    firstReads({ reads: SESSION_READS, skipPaths: AUTH_PATHS }),
    themeInit(),
  ],
  // Workspace packages resolve to their source through the "source" export condition (AGENTS.md).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      // ws: the VM console's WebSocket (/v1/{location}/user-resource/vm/console).
      '/v1': { target: platform, ws: true },
      '/auth': platform,
      '/healthz': platform,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // Radix ships "use client" directives that mean nothing in a plain SPA (TOOLCHAIN.md).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
