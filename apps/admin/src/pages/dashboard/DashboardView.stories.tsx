import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { auditEntries } from '../../stories'
import { DashboardView } from './DashboardView'

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardView,
  args: { audit: auditEntries },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Recent admin changes' })
    await expect(table).toBeVisible()
    await expect(canvas.getAllByText('config.update')).toHaveLength(2)
  },
}

export const Loading: Story = { args: { audit: undefined } }

export const Empty: Story = {
  args: { audit: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No admin changes yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { audit: undefined, auditError: 'Network error: Failed to fetch', onRetryAudit: fn() },
}

export const Mobile: Story = { ...onPhone }
