// Root Vitest config: the "storybook" project runs every story of the one Storybook as a test in headless
// Debian Chromium (browser mode, Playwright provider), with axe and a screenshot comparison per story.
// Package unit tests run through turbo (`turbo run test`), each with its own vitest.config.ts.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from './chromium.config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The tallest story picture, in CSS px (vitest.setup.ts grows each story's frame to its content up to this). */
const maxScreenshotHeight = 3000

export default defineConfig({
  test: {
    projects: [
      {
        // Rules over the story files themselves (no browser): the screens' title scheme (issue 16).
        test: { name: 'storybook-rules', include: ['.storybook/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: path.join(dirname, '.storybook'), tags: { exclude: ['no-test'] } }),
        ],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            // The tester window is tall enough that a story's frame, grown to its content's height before the
            // screenshot (vitest.setup.ts), is never scaled down: every picture is the whole screen at 1:1.
            provider: playwright({
              // Whole tiles are rasterised on every repaint: a partial repaint (after a focus ring moves) could leave
              // an anti-aliased edge a few pixels off a whole paint of the same page — the topology diagram's SVG
              // links showed 13–20 such pixels in 3 of 6 runs — and the pictures are compared at zero tolerance.
              launchOptions: {
                ...chromiumLaunchOptions,
                args: [...chromiumLaunchOptions.args, '--disable-partial-raster'],
              },
              contextOptions: { viewport: { width: 1280, height: maxScreenshotHeight + 100 } },
            }),
            instances: [{ browser: 'chromium' }],
            // Storybook's Vitest plugin sets each story's frame: 1200×900 unless the story's `parameters.viewport`
            // names another (a phone for the mobile stories).
            viewport: { width: 1200, height: 900 },
            screenshotFailures: false,
            expect: { toMatchScreenshot: { resolveScreenshotPath: screenshotPath } },
          },
        },
      },
    ],
  },
})

/** Baselines live beside the story file: `__screenshots__/<story file>/<story test name>.png` (one per story). */
function screenshotPath({
  root,
  testFileDirectory,
  testFileName,
  arg,
  ext,
}: {
  root: string
  testFileDirectory: string
  testFileName: string
  arg: string
  ext: string
}) {
  return path.join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`)
}
