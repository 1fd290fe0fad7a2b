import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { currenciesFixture } from '../infra/fixtures'
import CurrenciesPage from './CurrenciesPage'

// The route module itself (its query → CurrenciesView); every state of the view in detail is in
// CurrenciesView.stories.tsx.
const populated: StoryCalls = { 'infra.listCurrencies': () => currenciesFixture }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Pricing/Currencies',
  // The view's stories have the same title: a story id of its own.
  id: 'admin-pricing-currencies-page',
  component: CurrenciesPage,
  parameters: { ...specScreen('SPEC §2 /admin/currencies', 'Currencies'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.currencies.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/currencies" url="/currencies" calls={parameters.calls as StoryCalls}>
      <CurrenciesPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof CurrenciesPage>
export default meta
type Story = StoryObj<typeof meta>

/** The currencies from the currency call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible()
    await expect(await canvas.findByText('Euro')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible()
    await expect(canvas.queryByText('Euro')).toBeNull()
  },
}

/** No currency yet. */
export const Empty: Story = {
  parameters: { calls: { 'infra.listCurrencies': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No currencies yet')).toBeVisible()
  },
}

/** The currency call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'infra.listCurrencies': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible()
  },
}
