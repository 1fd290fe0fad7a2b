// Runs before every story test in Chromium: Storybook's annotations (decorators, a11y), then a zero-tolerance
// screenshot of every story compared with its committed baseline. The list of stories comes from the story
// index through the Storybook Vitest plugin — nothing is hand-listed. `npm run test:visual:update` rewrites
// the baselines on purpose.
import { afterEach, beforeAll, expect } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import * as previewAnnotations from './preview'

const annotations = setProjectAnnotations([a11yAnnotations, previewAnnotations])
beforeAll(annotations.beforeAll)

// Screenshots must not depend on timing: stop animations, transitions and the text caret.
const still = document.createElement('style')
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'
document.head.append(still)

// Where the real mouse rests before each screenshot: a transparent corner, so no story's picture depends on
// where an earlier story's click left the pointer (a :hover that Chromium applies or not, by timing).
const park = document.createElement('div')
park.setAttribute('aria-hidden', 'true')
park.style.cssText = 'position:fixed;left:0;top:0;width:2px;height:2px;z-index:2147483647;pointer-events:auto'
document.documentElement.append(park)

/** The tallest picture taken, in CSS px; the tester window is this tall plus a margin (vitest.config.ts). */
const maxScreenshotHeight = 3000

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return
  await document.fonts.ready
  // A screen taller than the frame is pictured whole: the frame grows to the content's height for the picture
  // (nothing below the fold goes unchecked), then returns to its size for the next story.
  // The frame is the story's viewport: Storybook's default 1200×900, or the story's `parameters.viewport`.
  const frame = { width: window.innerWidth, height: window.innerHeight }
  const height = Math.min(maxScreenshotHeight, Math.max(frame.height, document.documentElement.scrollHeight))
  if (height > frame.height) await page.viewport(frame.width, height)
  try {
    await userEvent.hover(park)
    await expect(page.elementLocator(document.body)).toMatchScreenshot({
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
    })
  } finally {
    if (height > frame.height) await page.viewport(frame.width, frame.height)
  }
})
