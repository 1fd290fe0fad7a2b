// Unit tests of the console's own logic (form → API conversion, sidebar persistence, section rules, analytics,
// toast wiring) in jsdom with Testing Library. Screens are tested as stories in Chromium by the root Storybook
// project (`npx vitest run --project storybook apps/console`).
import { defineConfig } from 'vitest/config'
import { defaultClientConditions } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // One jsdom and one module graph per worker, shared by the files it runs (the setup file cleans the DOM and
    // storage after every test): a fresh jsdom per file cost ~2 s each, most of this suite's time.
    isolate: false,
  },
})
