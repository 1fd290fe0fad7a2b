import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import GeneralPage from './GeneralPage'

// The route module itself (its query → GeneralView); every state of the view in detail is in GeneralView.stories.tsx.
const acme = {
  platform_name: 'Acme Cloud',
  support_url: 'https://support.acme.test',
  terms_url: 'https://acme.test/terms',
  docs_url: 'https://docs.acme.test',
  release_notes_url: null,
}
const populated: StoryCalls = {
  'admin.general': () => acme,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Platform/General',
  // The view's stories (GeneralView.stories.tsx) share this title: a distinct id keeps the story ids apart.
  id: 'admin-platform-general-route',
  component: GeneralPage,
  parameters: { ...specScreen('SPEC §2 /admin/general', 'General'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/general" url="/general" calls={parameters.calls as StoryCalls}>
      <GeneralPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof GeneralPage>
export default meta
type Story = StoryObj<typeof meta>

/** The general settings from the general call fill the form. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'General' })).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Platform name' })).toHaveValue('Acme Cloud')
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'General' })).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Platform name' })).toBeNull()
  },
}

/** The general call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.general': () => {
        throw storyNetworkError()
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Network error: Failed to fetch/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /retry/i })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Platform name' })).toHaveValue('Acme Cloud')
  },
}
