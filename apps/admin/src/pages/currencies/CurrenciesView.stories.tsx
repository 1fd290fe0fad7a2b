import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { currenciesFixture } from '../infra/fixtures'
import { CurrenciesView } from './CurrenciesView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Pricing/Currencies',
  component: CurrenciesView,
  args: { currencies: currenciesFixture, onCreate: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/currencies', 'Currencies'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.currencies.columns')
  },
} satisfies Meta<typeof CurrenciesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Code (ISO 4217)'), 'gbp')
    await userEvent.type(canvas.getByLabelText('Name'), 'Pound sterling')
    await userEvent.type(canvas.getByLabelText('Exchange rate (per 1 of the default currency)'), '0.86')
    await userEvent.click(canvas.getByRole('button', { name: 'Add currency' }))
    await expect(args.onCreate).toHaveBeenCalledWith({
      code: 'GBP',
      name: 'Pound sterling',
      exchange_rate: '0.86',
      copy_prices: true,
    })
  },
}

export const FieldErrors: Story = {
  name: 'Field errors',
  args: { fieldErrors: { exchange_rate: 'A positive decimal such as 1.08' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A positive decimal such as 1.08')).toBeVisible()
  },
}

export const Loading: Story = { args: { currencies: undefined } }

export const Empty: Story = {
  args: { currencies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No currencies yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { currencies: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
