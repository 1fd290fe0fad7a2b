import type { Preview } from '@storybook/react-vite'
import { CirrusTheme } from '@cirrus/design-system'
import '@cirrus/design-system/styles.css'
import './docs.css'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Storybook opens on the first entry: the welcome page, then foundations, components and the screens.
    options: {
      storySort: {
        order: [
          'Welcome',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Radius', 'Shadows', 'Icons', 'Motion'],
          'Design System',
          'Console',
          'Admin',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails the story's test (TOOLCHAIN.md, STYLE.md).
    a11y: { test: 'error' },
    // A phone for the console's Mobile stories (apps/console/src/stories/helpers.tsx `onPhone`): the frame
    // itself is this size, in the toolbar and in the story tests, so media queries see a phone.
    viewport: {
      options: {
        phone: { name: 'Phone (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globalTypes: {
    appearance: {
      description: 'Light or dark appearance',
      toolbar: { title: 'Appearance', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { appearance: 'light' },
  decorators: [
    (Story, { globals, parameters }) => (
      <CirrusTheme appearance={parameters.appearance ?? globals.appearance ?? 'light'}>
        <Story />
      </CirrusTheme>
    ),
  ],
  tags: ['autodocs'],
}
export default preview
