import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { RenderLink } from '@cirrus/design-system'
import { machineHistoryFixture, machinesFixture } from './fixtures'
import { MachineHistoryView } from './MachineHistoryView'

const link: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

const meta = {
  title: 'Admin/Metal/Machine history',
  component: MachineHistoryView,
  args: { history: machineHistoryFixture, onSetState: fn(), renderLink: link },
  parameters: {
    ...specScreen('SPEC §2 /admin/metal/machines/history/{location}/{uuid}', 'Machine history'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof MachineHistoryView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'tll01-bm-medium-01', level: 1 })).toBeVisible()
    const leases = canvas.getByRole('table', { name: 'Leases of this machine' })
    await expect(leases).toHaveTextContent('bob@example.com')
    await expect(canvas.getAllByRole('link', { name: 'alice@example.com' })[0]).toHaveAttribute(
      'href',
      '/users/7',
    )
    const events = canvas.getByRole('table', { name: 'History of this machine' })
    await expect(events).toHaveTextContent('State changed')
    await expect(events).toHaveTextContent('administrator')
    // A leased machine's state cannot change.
    await expect(canvas.queryByRole('button', { name: 'Mark broken' })).toBeNull()
  },
}

/** A machine no lease holds: its state actions. */
export const Idle: Story = {
  args: {
    history: { ...machineHistoryFixture, machine: machinesFixture[2]!, leases: [], events: [], audit: [] },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Never leased')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Make available' }))
    await expect(args.onSetState).toHaveBeenCalledWith('available')
  },
}

export const Loading: Story = { args: { history: undefined } }

export const Empty: Story = {
  args: { history: { ...machineHistoryFixture, leases: [], events: [], audit: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing happened to this machine yet')).toBeVisible()
  },
}

export const NotFound: Story = {
  name: 'Not found',
  args: { history: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Machine not found' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { history: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Failed to fetch')).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
