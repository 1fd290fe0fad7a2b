import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { previewFixture, priceListsFixture } from '../infra/fixtures'
import { PricesView } from './PricesView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Pricing/Price lists',
  component: PricesView,
  args: { versions: priceListsFixture, onPreview: fn(), onSave: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/prices', 'Price lists'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.prices.columns')
  },
} satisfies Meta<typeof PricesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Prices in EUR' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 1 GB RAM' }))
    const price = canvas.getByLabelText('Price per hour (EUR)')
    await userEvent.clear(price)
    await userEvent.type(price, '0.05')
    await expect(canvas.getByRole('button', { name: 'Save price' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }))
    await expect(args.onPreview).toHaveBeenCalledWith({
      currency: 'EUR',
      rule_set: 'DEFAULT',
      resource_type: 'RAM',
      gigabytes_from: 0,
      price_per_unit: '0.05',
    })
  },
}

export const WithPreview: Story = {
  name: 'Preview before saving',
  args: { preview: previewFixture },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 1 GB RAM' }))
    await expect(canvas.getByRole('table', { name: 'What the change does to each customer' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save price' }))
    await expect(args.onSave).toHaveBeenCalled()
  },
}

export const FieldErrors: Story = {
  name: 'Effective date in the past',
  args: { fieldErrors: { effective_from: 'The effective date cannot be in the past' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 1 GB RAM' }))
    await expect(canvas.getByText('The effective date cannot be in the past')).toBeVisible()
  },
}

const POOL = '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a02'
const withPoolRules = priceListsFixture.map((v) => ({
  ...v,
  currencies: Object.fromEntries(
    Object.entries(v.currencies).map(([code, c]) => [
      code,
      {
        ...c,
        rule_sets: {
          ...c.rule_sets,
          [POOL]: (c.rule_sets.DEFAULT ?? []).filter((r) => r.resource_type === 'RAM'),
        },
      },
    ]),
  ),
}))

/** A host pool's own rule set (API-NOTES §2.2) is chosen, shown and edited with the same preview. */
export const PoolRuleSet: Story = {
  name: 'Rule set of a host pool',
  args: { versions: withPoolRules, ruleSetNames: { [POOL]: 'High CPU (tll01)' } },
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rule set' }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('option', { name: 'High CPU (tll01)' }))
    const table = canvas.getByRole('table', { name: 'Prices in EUR, High CPU (tll01)' })
    await expect(table).toHaveTextContent('RAM')
    await expect(table).not.toHaveTextContent('CPU')
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 1 GB RAM' }))
    const price = canvas.getByLabelText('Price per hour (EUR)')
    await userEvent.clear(price)
    await userEvent.type(price, '0.04')
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }))
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ rule_set: POOL, price_per_unit: '0.04' }),
    )
  },
}

export const Loading: Story = { args: { versions: undefined } }

export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No prices in this currency yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { versions: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
