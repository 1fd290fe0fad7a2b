// The admin app: a single-page app served by the platform at /admin (ARCHITECTURE.md, issue 13). Built with base
// /admin/ so its assets load from /admin/assets/…; in development Vite proxies the API and auth endpoints to the
// reference platform on 127.0.0.1:8080, like the console (apps/console/vite.config.ts), and sign-in happens in the
// console (run both dev servers, or use `npm start`).
import { defineConfig, defaultClientConditions } from 'vite'
import react from '@vitejs/plugin-react'
import { radixIconsPerModule } from '../../packages/app-kit/vite/radix-icons'
// The appearance before first paint (issue 18): theme-init.js, first in <head> (see the file).
import { themeInit } from '../../packages/app-kit/theme-init.mjs'
// The admin shell's reads sent by the page before the app's code has loaded (issue 17): first-reads.js in <head>.
import { firstReads } from '../../packages/app-kit/vite/first-reads'

const platform = 'http://127.0.0.1:8080'

export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    radixIconsPerModule(),
    // What `app/admin-loader.ts` awaits; every admin page needs a session.
    firstReads({ reads: ['account.currentUser', 'account.consoleConfig'], skipPaths: [] }),
    themeInit(),
  ],
  // Workspace packages resolve to their source through the "source" export condition (AGENTS.md).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: { '/v1': platform, '/auth': platform, '/healthz': platform },
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
