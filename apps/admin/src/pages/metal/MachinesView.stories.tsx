import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import { machinePageFixture, machinesFixture, metalTypesFixture } from './fixtures'
import { MachinesView } from './MachinesView'

const meta = {
  title: 'Admin/Metal/Machines',
  component: MachinesView,
  args: {
    page: machinePageFixture,
    search: '',
    onSearchChange: fn(),
    pageNumber: 1,
    onPageChange: fn(),
    sort: { columnId: 'created', direction: 'desc' },
    onSortChange: fn(),
    filters: {},
    onFiltersChange: fn(),
    fetchAll: async () => machinesFixture,
    retired: false,
    onRetiredChange: fn(),
    locations: ['tll01', 'jhv02'],
    types: metalTypesFixture,
    onCreate: fn(),
    onSetState: fn(),
    onRetire: fn(),
  },
  parameters: { ...specScreen('SPEC §2 /admin/metal/machines', 'Machines'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.metal-machines.columns')
  },
} satisfies Meta<typeof MachinesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    const customer = canvas.getByRole('link', { name: 'Open customer alice@example.com' })
    await expect(customer).toHaveAttribute('href', '/users/7')
    await expect(canvas.getByRole('link', { name: 'History of tll01-bm-medium-01' })).toHaveAttribute(
      'href',
      `/metal/machines/history/tll01/${machinesFixture[0]!.uuid}`,
    )
    // A leased machine has no state actions; the others do.
    await expect(canvas.queryByRole('button', { name: 'Retire tll01-bm-medium-01' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark tll01-bm-small-02 maintenance' }))
    await expect(args.onSetState).toHaveBeenCalledWith(machinesFixture[1], 'maintenance')
    await userEvent.click(canvas.getByRole('button', { name: 'Mark tll01-bm-small-03 available' }))
    await expect(args.onSetState).toHaveBeenCalledWith(machinesFixture[2], 'available')
    await userEvent.click(canvas.getByRole('button', { name: 'Retire jhv02-bm-small-01' }))
    await expect(args.onRetire).toHaveBeenCalledWith(machinesFixture[3])
    await userEvent.click(canvas.getByRole('switch', { name: 'Show retired machines instead of the stock' }))
    await expect(args.onRetiredChange).toHaveBeenCalledWith(true)
  },
}

export const Filtered: Story = {
  args: { filters: { state: 'leased' } },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Filter State' })).toHaveAttribute('data-active')
    await userEvent.click(canvas.getByRole('button', { name: 'Filter Location' }))
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.type(page.getByRole('textbox', { name: 'Filter Location' }), 't')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ state: 'leased', location: 't' })
    await userEvent.keyboard('{Escape}')
  },
}

/** An add with wrong fields: each error shows beside its field and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Host name'), 'Bad Name')
    await userEvent.type(canvas.getByLabelText('IP address'), '300.1.1.1')
    await userEvent.click(canvas.getByRole('button', { name: 'Add machine' }))
    await expect(canvas.getByText('Lower-case letters, digits, dots and dashes')).toBeVisible()
    await expect(canvas.getByText('An IPv4 address such as 203.0.113.10')).toBeVisible()
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

/** What the platform refused, beside its field. */
export const ServerError: Story = {
  args: { fieldErrors: { serial: 'A machine with serial CZ00000012 exists' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A machine with serial CZ00000012 exists')).toBeVisible()
  },
}

/** The retired machines: no actions but their history. */
export const Retired: Story = {
  args: {
    retired: true,
    page: {
      total: 1,
      items: [{ ...machinesFixture[1]!, state: 'retired', retired_at: '2025-11-25T10:00:00.000Z' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'History of tll01-bm-small-02' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Retire tll01-bm-small-02' })).toBeNull()
  },
}

export const Loading: Story = { args: { page: undefined } }

export const Empty: Story = {
  args: { page: { total: 0, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No machines in stock yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Failed to fetch')).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
