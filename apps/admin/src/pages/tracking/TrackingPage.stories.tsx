import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import TrackingPage from './TrackingPage'

// The route module itself (its query → TrackingView); every state of the view in detail is in
// TrackingView.stories.tsx.
const populated: StoryCalls = {
  'admin.tracking': () => ({ sink_url: 'https://analytics.example.com', events: ['page_view', 'sign_up'] }),
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Platform/Tracking',
  component: TrackingPage,
  parameters: { ...specScreen('SPEC §2 /admin/tracking', 'Tracking Codes'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/tracking" url="/tracking" calls={parameters.calls as StoryCalls}>
      <TrackingPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof TrackingPage>
export default meta
type Story = StoryObj<typeof meta>

/** The settings from the admin tracking call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tracking Codes' })).toBeVisible()
    await expect(await canvas.findByText("connect-src 'self' https://analytics.example.com")).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tracking Codes' })).toBeVisible()
    await expect(canvas.queryByText("connect-src 'self' https://analytics.example.com")).toBeNull()
  },
}

/** No sink set yet. */
export const Empty: Story = {
  parameters: { calls: { 'admin.tracking': () => ({ sink_url: null, events: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No sink is set/)).toBeVisible()
  },
}

/** The tracking call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.tracking': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tracking Codes' })).toBeVisible()
  },
}
