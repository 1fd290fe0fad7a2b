import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import type { AdminVm } from '@cirrus/domain'
import { VirtualMachinesView } from './VirtualMachinesView'

const POOL_A = '11111111-1111-4111-8111-111111111111'
const POOL_B = '22222222-2222-4222-8222-222222222222'
const STORAGE = '33333333-3333-4333-8333-333333333333'
const pools = [
  { uuid: POOL_A, name: 'Standard', location: 'tll01', storagePoolUuid: STORAGE },
  { uuid: POOL_B, name: 'Dedicated', location: 'tll01', storagePoolUuid: STORAGE },
]

const vm = (i: number, extra: Partial<AdminVm> = {}): AdminVm => ({
  uuid: `7c9e000${i}-4d2a-4b1f-9c3e-0a1b2c3d4e5f`,
  name: `web-${i}`,
  status: 'running',
  location: 'tll01',
  vcpu: 2,
  memory: 2048,
  private_ipv4: `10.0.0.${i}`,
  public_ipv4: `185.1.1.${i}`,
  owner_id: 2,
  owner_email: 'alice@example.test',
  billing_account_id: 1,
  designated_pool_uuid: POOL_A,
  current_pool_uuid: POOL_A,
  created_at: `2026-11-2${i}T09:00:00.000Z`,
  ...extra,
})
const vms = [vm(3), vm(2, { status: 'stopped', owner_email: 'bob@example.test', owner_id: 3 }), vm(1)]

const meta = {
  title: 'Admin/Virtual machines',
  component: VirtualMachinesView,
  args: {
    page: { total: 3, items: vms },
    search: '',
    onSearchChange: fn(),
    pageNumber: 1,
    onPageChange: fn(),
    sort: { columnId: 'created', direction: 'desc' },
    onSortChange: fn(),
    fetchAll: async () => vms,
    pools,
    onAction: fn(),
    onMove: fn(),
    onOpenOwner: fn(),
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.virtual-machines.columns')
  },
} satisfies Meta<typeof VirtualMachinesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
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
