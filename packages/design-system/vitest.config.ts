// Unit tests of the design system's pure logic (sorting, clamping, toast queue) run in Node.
// Component states are tested as stories in Chromium by the root Storybook project.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'docs/**/*.test.ts'],
    environment: 'node',
    // The files share one module graph per worker (pure modules: nothing to leak between files); importing it
    // afresh for each file was most of this suite's time.
    isolate: false,
  },
})
