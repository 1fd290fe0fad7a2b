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

/** The tag an app story carries to be pictured in the dark appearance too (AGENTS.md, "Every story is a test"). */
export const DARK_TAG = 'dark'

/** Design-system stories are all pictured in both appearances; an app story when it carries `DARK_TAG`. */
function wantsDarkPicture(filepath: string, tags: readonly string[], appearance: unknown) {
  if (appearance === 'dark') return false // the story is already dark: its one picture is the dark one
  return /[\\/]packages[\\/]design-system[\\/]/.test(filepath) || tags.includes(DARK_TAG)
}

/**
 * Switches every Radix Themes root on the page (the story's and those of portals: dialogs, menus, toasts) to
 * `appearance`, as the toolbar's Appearance global would; returns how to switch back. The class is what Radix
 * Themes keys its light and dark tokens on, so the picture is the story as it renders in that appearance.
 */
function switchAppearance(appearance: 'light' | 'dark') {
  const other = appearance === 'dark' ? 'light' : 'dark'
  const roots = [...document.querySelectorAll<HTMLElement>(`.radix-themes.${other}`)]
  for (const root of roots) root.classList.replace(other, appearance)
  return () => {
    for (const root of roots) root.classList.replace(appearance, other)
  }
}

/** A phone story (`onPhone`, `parameters.viewport`): the frame is the phone's width. */
function isPhoneStory(globals: Record<string, unknown>, parameters: Record<string, unknown>) {
  const viewport = (globals.viewport ?? {}) as { value?: string }
  const fromParameters = (parameters.viewport ?? {}) as { defaultViewport?: string }
  return viewport.value === 'phone' || fromParameters.defaultViewport === 'phone'
}

/** A short, readable name of an element for a failure message: `table[aria-label="Cost"]`, `div.rt-Card`… */
function describeElement(element: Element) {
  const label = element.getAttribute('aria-label')
  const classes = [...element.classList]
    .slice(0, 2)
    .map((c) => `.${c}`)
    .join('')
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
  return `<${element.tagName.toLowerCase()}${classes}${label ? ` aria-label="${label}"` : ''}> "${text}"`
}

/**
 * Nothing overflows on a phone (issue 16): the document does not scroll sideways and no visible element reaches
 * past the viewport's left or right edge. Elements inside a clipping box (an element whose own overflow hides or
 * scrolls) are judged by that box: a code block that scrolls inside its border is fine, the box itself must fit.
 */
export function phoneOverflows(doc: Document = document): string[] {
  const width = doc.documentElement.clientWidth
  const problems: string[] = []
  if (doc.documentElement.scrollWidth > width + 0.5) {
    problems.push(
      `the document scrolls sideways: ${doc.documentElement.scrollWidth} px wide in a ${width} px viewport`,
    )
  }
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== doc.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX !== 'visible' || style.clipPath !== 'none') return true
      if (style.position === 'fixed') return false
    }
    return false
  }
  for (const element of doc.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    if (rect.right <= width + 0.5 && rect.left >= -0.5) continue
    // Parked off-screen to the left for screen readers (a live region at left: -10000px): nothing to see or scroll.
    if (rect.right <= 0) continue
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || (style.position === 'absolute' && style.clip !== 'auto')) continue
    // Content scrolled inside a box that fits (a code block) is fine; a table of data wider than the phone is not,
    // even in a scrolling box: its columns should leave (DataTable `hideBelow`). A table of controls (EditableTable)
    // keeps every column to stay editable and scrolls inside its named region by design.
    const editable =
      element.tagName === 'TABLE' && element.querySelector('tbody input, tbody [role="combobox"]')
    if (clipped(element) && (element.tagName !== 'TABLE' || rect.width <= width + 0.5 || editable)) continue
    problems.push(`${describeElement(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`)
    if (problems.length >= 6) break
  }
  return problems
}

afterEach(async ({ task, story }) => {
  if (task.result?.state === 'fail') return
  await document.fonts.ready
  if (story && isPhoneStory(story.globals, story.parameters)) {
    const problems = phoneOverflows()
    if (problems.length > 0) {
      throw new Error(
        `"${task.name}" overflows the phone's ${window.innerWidth} px width:\n  ${problems.join('\n  ')}`,
      )
    }
  }
  // A route module's story proves its wiring; its screen's pictures are the view's stories (app-kit
  // `ROUTE_MODULE_TAG`, packages/app-kit/src/route-story.tsx).
  if (story?.tags.includes('route-module')) return
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
    // The same story in the dark appearance, as `<story>-dark` beside its light picture.
    const appearance = story?.parameters.appearance ?? story?.globals.appearance
    if (story && wantsDarkPicture(task.file.filepath, story.tags, appearance)) {
      const restore = switchAppearance('dark')
      try {
        await expect(page.elementLocator(document.body)).toMatchScreenshot(`${task.name}-dark`, {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
        })
      } finally {
        restore()
      }
    }
  } finally {
    if (height > frame.height) await page.viewport(frame.width, frame.height)
  }
})
