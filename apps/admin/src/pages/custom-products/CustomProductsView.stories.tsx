import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { CustomProduct } from '@cirrus/domain'
import { CustomProductsView } from './CustomProductsView'

const product = (n: number, extra: Partial<CustomProduct> = {}): CustomProduct => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  description: 'Premium support',
  billing_account_id: n,
  billing_account_title: `Account ${n}`,
  user_id: 2,
  price_per_unit: '0.25',
  currency: 'EUR',
  qty_unit: 'h',
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: null,
  creator_user_id: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...extra,
})

const products = [
  product(2),
  product(1, {
    description: 'Migration service',
    qty_unit: 'pc',
    price_per_unit: '499',
    end_date: '2026-11-01T00:00:00.000Z',
  }),
]

const meta = {
  title: 'Admin/Users & billing/Custom products',
  component: CustomProductsView,
  args: { products, onCreate: fn(), onOpenAccount: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/custom_products', 'Custom products'), layout: 'fullscreen' },
} satisfies Meta<typeof CustomProductsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Custom products', level: 1 })).toBeVisible()
    await expect(canvas.getByText('499 EUR / pc')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Open billing account Account 2' }))
    await expect(args.onOpenAccount).toHaveBeenCalledWith(products[0])
    await userEvent.type(canvas.getByLabelText('Billing account id'), '7')
    await userEvent.type(canvas.getByLabelText('Description (on the invoice)'), 'Gold support')
    await userEvent.type(canvas.getByLabelText('Price per unit'), '0.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }))
    await expect(args.onCreate).toHaveBeenCalledWith({
      billing_account_id: 7,
      description: 'Gold support',
      price_per_unit: '0.5',
      qty_unit: 'h',
    })
  },
}

export const FieldErrors: Story = {
  name: 'Field errors',
  args: {
    fieldErrors: {
      billing_account_id: 'Billing account not found',
      start_date: 'The start cannot be before the current hour',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Billing account not found')).toBeVisible()
    await expect(canvas.getByText('The start cannot be before the current hour')).toBeVisible()
  },
}

export const Loading: Story = { args: { products: undefined } }

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No custom products yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { products: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
