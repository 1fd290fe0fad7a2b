import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, type StoryCalls } from '@cirrus/app-kit'
import { demoPriceList } from '@cirrus/domain'
import BillingCreatePage from './BillingCreatePage'

// The route module itself (the price list's currencies → BillingAccountFormView); every state of the form in detail
// is in BillingAccountFormView.stories.tsx.
const populated: StoryCalls = { 'account.priceList': () => demoPriceList }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Console/Billing/Billing create',
  component: BillingCreatePage,
  parameters: { ...specScreen('SPEC §2 /billing/create', 'A new billing account'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/billing/create" url="/billing/create" calls={parameters.calls as StoryCalls}>
      <BillingCreatePage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof BillingCreatePage>
export default meta
type Story = StoryObj<typeof meta>

/** The form, in the price list's currencies. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a billing account' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Create billing account' })).toBeVisible()
  },
}

/** The price list has not answered: the form waits for its currencies. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the billing account form' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Create billing account' })).toBeNull()
  },
}

export const Mobile: Story = {
  ...onPhone,
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Create billing account' })).toBeVisible()
  },
}
