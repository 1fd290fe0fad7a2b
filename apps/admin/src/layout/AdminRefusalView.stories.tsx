import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { AdminRefusalView } from './AdminRefusalView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Layout/Refusal',
  component: AdminRefusalView,
  args: { consoleHref: '/', email: 'alice@example.com' },
  parameters: {
    ...specScreen("SPEC §2 admin app: 'Only for administrative users'", "The admin app's refusal"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof AdminRefusalView>
export default meta
type Story = StoryObj<typeof meta>

/** A signed-in customer at /admin: refused, with a way back to the main app (SPEC §2, §6). */
export const Customer: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Only for administrative users', level: 1 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/')
    await expect(canvas.getByText('Signed in as alice@example.com')).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
