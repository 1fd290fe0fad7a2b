import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { auditEntries, overview } from '../../stories'
import { DashboardView } from './DashboardView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Dashboard/Dashboard',
  component: DashboardView,
  args: { overview, audit: auditEntries },
  parameters: { ...specScreen('SPEC §2 /admin (dashboard)', 'The admin dashboard'), layout: 'fullscreen' },
} satisfies Meta<typeof DashboardView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Recent admin changes' })
    await expect(table).toBeVisible()
    await expect(canvas.getAllByText('config.update')).toHaveLength(2)
    await expect(canvas.getByText('€12.34')).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'IP addresses per location' })).toHaveTextContent(
      'Tallinn',
    )
    await expect(canvas.getByRole('table', { name: 'Recent sign-ups' })).toHaveTextContent('new@example.com')
    await expect(canvas.getByText('1 in maintenance')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'vCPU in Frankfurt' })).toHaveAttribute(
      'aria-valuenow',
      '91',
    )
    await expect(canvas.getByText(/shared by every location: 1,500 of 1,532 addresses free/)).toBeVisible()
  },
}

export const Loading: Story = { args: { overview: undefined, audit: undefined } }

/** A fresh platform: one administrator, nothing running, nothing earned, no admin change yet. */
export const Empty: Story = {
  args: {
    overview: {
      ...overview,
      users: 1,
      administrators: 1,
      vms_by_status: {},
      revenue: { month: '2026-11', by_currency: [] },
      recent_sign_ups: overview.recent_sign_ups.slice(-1),
      hosts: { total: 0, in_maintenance: 0 },
      load: overview.load.map((l) => ({
        ...l,
        hosts: 0,
        in_maintenance: 0,
        capacity: { vcpu_total: 0, vcpu_used: 0, ram_mb_total: 0, ram_mb_used: 0 },
      })),
    },
    audit: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No admin changes yet')).toBeVisible()
    await expect(canvas.getByText('€0.00')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    overview: undefined,
    overviewError: 'Network error: Failed to fetch',
    onRetryOverview: fn(),
    audit: undefined,
    auditError: 'Network error: Failed to fetch',
    onRetryAudit: fn(),
  },
}

export const Mobile: Story = { ...onPhone }
