// ONE Storybook for the design system and both apps (ARCHITECTURE.md). Stories are titled by package:
// 'Design System/…', 'Console/…', 'Admin/…', after the 'Welcome' page and the 'Foundations' (issue 16). Every story also runs as a Vitest test (vitest.config.ts).
import type { StorybookConfig } from '@storybook/react-vite'
import { defaultClientConditions } from 'vite'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    // The welcome page and the foundations first, then each component (its docs page is the .mdx beside it).
    '../packages/design-system/docs/**/*.mdx',
    '../packages/design-system/src/**/*.mdx',
    '../packages/design-system/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    // Resolve workspace packages to their source (the "source" export condition), so no build is needed.
    config.resolve = { ...config.resolve, conditions: ['source', ...defaultClientConditions] }
    config.build = {
      ...config.build,
      chunkSizeWarningLimit: 4000,
      rollupOptions: {
        ...config.build?.rollupOptions,
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
          warn(warning)
        },
      },
    }
    return config
  },
}
export default config
