import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { auditEntries } from '../../stories'
import { imagesFixture } from '../infra/fixtures'
import ImageDetailPage from './ImageDetailPage'

// The route module itself (its queries → ResourceDetailView); every state of the view in detail is in
// components/ResourceDetailView.stories.tsx.
const item = imagesFixture[0]!
const populated: StoryCalls = {
  'infra.listImages': () => imagesFixture,
  'admin.auditOf': () => auditEntries,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Compute/Image detail',
  component: ImageDetailPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/vm_images/{os_name}', "An image's admin page"),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory
      path="/vm_images/:osName"
      url={`/vm_images/${item.os_name}`}
      calls={parameters.calls as StoryCalls}
    >
      <ImageDetailPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof ImageDetailPage>
export default meta
type Story = StoryObj<typeof meta>

/** The item from its list call, its audit trail. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: item.display_name })).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1, name: item.display_name })).toBeNull()
  },
}

/** The list answers without this item: the missing-resource page. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: { calls: { ...populated, 'infra.listImages': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(/gone|not found/i)
  },
}

/** The list fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'infra.listImages': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: item.display_name })).toBeVisible()
  },
}
