// Unit tests of the design system's pure logic (sorting, clamping, toast queue) run in Node.
// Component states are tested as stories in Chromium by the root Storybook project.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
})
