import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './BucketsView.stories'
import BucketsPage from './BucketsPage'

// The route module itself (its query → BucketsView); every state of the view in detail is in BucketsView.stories.tsx.
// The view stories' buckets.
const buckets = viewMeta.args.page.items
const populated: StoryCalls = {
  'admin.buckets': () => ({ total: buckets.length, items: buckets }),
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Storage/Buckets',
  component: BucketsPage,
  parameters: { ...specScreen('SPEC §2 /admin/buckets', 'Object Storage'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.buckets.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/buckets" url="/buckets" calls={parameters.calls as StoryCalls}>
      <BucketsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof BucketsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The buckets from the admin bucket call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Object Storage' })).toBeVisible()
    await expect(await canvas.findByText('alice-photos')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Object Storage' })).toBeVisible()
    await expect(canvas.queryByText('alice-photos')).toBeNull()
  },
}

/** No bucket on the platform. */
export const Empty: Story = {
  parameters: { calls: { 'admin.buckets': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No buckets on the platform yet')).toBeVisible()
  },
}

/** The bucket call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.buckets': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Object Storage' })).toBeVisible()
  },
}
