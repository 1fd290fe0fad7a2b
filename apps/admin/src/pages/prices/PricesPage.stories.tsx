import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { poolsFixture, priceListsFixture } from '../infra/fixtures'
import PricesPage from './PricesPage'

// The route module itself (its queries → PricesView); every state of the view in detail is in PricesView.stories.tsx.
const populated: StoryCalls = {
  'infra.listPriceLists': () => priceListsFixture,
  'infra.listHostPools': () => poolsFixture,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Pricing/Prices',
  component: PricesPage,
  parameters: { ...specScreen('SPEC §2 /admin/prices', 'Price lists'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.prices.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/prices" url="/prices" calls={parameters.calls as StoryCalls}>
      <PricesPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof PricesPage>
export default meta
type Story = StoryObj<typeof meta>

/** The price list versions from the price list call, the rule sets named from the host pool call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Price Lists' })).toBeVisible()
    await expect(await canvas.findByRole('table', { name: 'Prices in EUR' })).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Price Lists' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Price list versions' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** No price list yet. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'infra.listPriceLists': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No price list yet')).toBeVisible()
  },
}

/** The price list call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'infra.listPriceLists': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Price Lists' })).toBeVisible()
  },
}
