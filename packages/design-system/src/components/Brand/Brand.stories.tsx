import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Brand } from './Brand'

const meta = {
  title: 'Design System/Brand',
  component: Brand,
  args: { href: '/' },
} satisfies Meta<typeof Brand>
export default meta
type Story = StoryObj<typeof meta>

/** The customer console's brand. */
export const Console: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cirrus' })).toHaveAttribute('href', '/')
  },
}

/** The admin app's brand: the same mark and name with an 'Admin' badge. */
export const Admin: Story = {
  args: { href: '/admin', badge: 'Admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cirrus Admin' })).toHaveAttribute('href', '/admin')
  },
}

/** An operator's own product name. */
export const CustomName: Story = { args: { name: 'Acme Cloud' } }
