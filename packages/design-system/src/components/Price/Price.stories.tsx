import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Flex } from '@radix-ui/themes'
import { expect } from 'storybook/test'
import { Price } from './Price'
import { priceSizes, storyCurrencies } from './Price.variants'

const meta = {
  title: 'Design System/Price',
  component: Price,
  args: { amount: 0.0123, currency: 'EUR' },
} satisfies Meta<typeof Price>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€0.0123')).toBeVisible()
    await expect(canvas.getByText('≈ €8.98 / month')).toBeVisible()
  },
}
export const TinyAmount: Story = { args: { amount: 0.000412 } }
export const LargeAmount: Story = { args: { amount: 1234.5, currency: 'GBP' } }
export const Free: Story = { args: { amount: 0 } }
export const Range: Story = {
  args: { range: { min: 0.0123, max: 0.5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€0.0123 – €0.50')).toBeVisible()
  },
}
export const Unavailable: Story = {
  args: { amount: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Price unavailable')).toBeVisible()
    await expect(canvasElement).not.toHaveTextContent('€')
  },
}
export const HourlyOnly: Story = {
  args: { showMonthly: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('month')
  },
}
export const Currencies: Story = {
  render: (args) => (
    <Flex direction="column" gap="3">
      {storyCurrencies.map((currency) => (
        <Price key={currency} {...args} currency={currency} amount={currency === 'IDR' ? 185.5 : 0.0456} />
      ))}
    </Flex>
  ),
}
export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} />
      ))}
    </Flex>
  ),
}
/** A table column: right-aligned, tabular figures line up. */
export const RightAligned: Story = {
  render: (args) => (
    <Flex direction="column" gap="3" width="220px">
      {[0.0123, 1.5, 12.75, null].map((amount, i) => (
        <Price key={i} {...args} amount={amount} align="right" />
      ))}
    </Flex>
  ),
}
export const NarrowWidth: Story = {
  args: { range: { min: 12.3456, max: 1234.5 }, currency: 'EUR' },
  render: (args) => (
    <Box width="140px">
      <Price {...args} />
    </Box>
  ),
}
export const Dark: Story = { parameters: { appearance: 'dark' } }
