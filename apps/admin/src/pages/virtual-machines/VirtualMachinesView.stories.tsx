import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { POOL_A, POOL_B, STORAGE, adminVm as vm } from '../../stories'
import { VirtualMachinesView } from './VirtualMachinesView'
import { specScreen } from '@cirrus/app-kit'

const pools = [
  { uuid: POOL_A, name: 'Standard', location: 'tll01', storagePoolUuid: STORAGE },
  { uuid: POOL_B, name: 'Dedicated', location: 'tll01', storagePoolUuid: STORAGE },
]

const vms = [vm(3), vm(2, { status: 'stopped', owner_email: 'bob@example.test', owner_id: 3 }), vm(1)]

const meta = {
  title: 'Admin/Compute/Virtual machines',
  component: VirtualMachinesView,
  args: {
    onOpenPage: fn(),
    page: { total: 3, items: vms },
    search: '',
    onSearchChange: fn(),
    pageNumber: 1,
    onPageChange: fn(),
    sort: { columnId: 'created', direction: 'desc' },
    onSortChange: fn(),
    filters: {},
    onFiltersChange: fn(),
    fetchAll: async () => vms,
    pools,
    onAction: fn(),
    onMove: fn(),
    onOpenOwner: fn(),
  },
  parameters: { ...specScreen('SPEC §2 /admin/virtual_machines', 'Virtual machines'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.virtual-machines.columns')
  },
} satisfies Meta<typeof VirtualMachinesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Virtual machines', level: 1 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Stop web-3' }))
    await expect(args.onAction).toHaveBeenCalledWith(vms[0], 'stop')
    await userEvent.click(canvas.getByRole('button', { name: 'Force stop web-3' }))
    await expect(args.onAction).toHaveBeenCalledWith(vms[0], 'force_stop')
    await userEvent.click(canvas.getByRole('button', { name: 'Start web-2' }))
    await expect(args.onAction).toHaveBeenCalledWith(vms[1], 'start')
    await userEvent.click(canvas.getByRole('button', { name: 'Open owner bob@example.test' }))
    await expect(args.onOpenOwner).toHaveBeenCalledWith(vms[1])
    // Every VM's console opens from its row (issue 15).
    await expect(canvas.getByRole('link', { name: 'Open console of web-2' })).toHaveAttribute(
      'href',
      `/console/${vms[1]!.location}/${vms[1]!.uuid}`,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Move web-3' }))
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Dedicated' }),
    )
    await expect(args.onMove).toHaveBeenCalledWith(vms[0], POOL_B)
  },
}

/** Column filters and sorts go to the server: the view hands them over and shows what it was given. */
export const FilterAndSort: Story = {
  name: 'Filter and sort on the server',
  args: { filters: { status: 'stop' } },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Filter Status' })).toHaveAttribute('data-active')
    await userEvent.click(canvas.getByRole('button', { name: 'Filter Owner' }))
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.type(page.getByRole('textbox', { name: 'Filter Owner' }), 'b')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'stop', owner: 'b' })
    await userEvent.keyboard('{Escape}')
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }))
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'asc' })
  },
}

export const Loading: Story = { args: { page: undefined } }

export const Empty: Story = {
  args: { page: { total: 0, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No virtual machines on the platform yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
