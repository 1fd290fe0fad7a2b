import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './CustomProductsView.stories'
import CustomProductsPage from './CustomProductsPage'

// The route module itself (its query → CustomProductsView); every state of the view in detail is in
// CustomProductsView.stories.tsx.
// The view stories' products.
const products = viewMeta.args.products
const populated: StoryCalls = { 'admin.customProducts': () => products }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Users & billing/Custom products',
  // The view's stories have the same title: a story id of its own.
  id: 'admin-users-billing-custom-products-page',
  component: CustomProductsPage,
  parameters: { ...specScreen('SPEC §2 /admin/custom_products', 'Custom products'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/custom_products" url="/custom_products" calls={parameters.calls as StoryCalls}>
      <CustomProductsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof CustomProductsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The custom products from the admin custom-product call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Custom products' })).toBeVisible()
    await expect(await canvas.findByText('Migration service')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Custom products' })).toBeVisible()
    await expect(canvas.queryByText('Migration service')).toBeNull()
  },
}

/** No custom product yet. */
export const Empty: Story = {
  parameters: { calls: { 'admin.customProducts': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No custom products yet')).toBeVisible()
  },
}

/** The custom-product call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.customProducts': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Custom products' })).toBeVisible()
  },
}
