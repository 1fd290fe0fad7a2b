// Runs before every story test in Chromium: Storybook's annotations (decorators, a11y), then a zero-tolerance
// screenshot of every story compared with its committed baseline. The list of stories comes from the story
// index through the Storybook Vitest plugin — nothing is hand-listed. `npm run test:visual:update` rewrites
// the baselines on purpose.
import { afterEach, beforeAll, expect } from 'vitest'
import { page } from 'vitest/browser'
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

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return
  await document.fonts.ready
  await expect(page.elementLocator(document.body)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
  })
})
