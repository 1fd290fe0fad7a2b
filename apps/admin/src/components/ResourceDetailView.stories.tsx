import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, storyLink } from '@cirrus/app-kit'
import {
  accountDetails,
  hostDetails,
  hostPoolDetails,
  imageDetails,
  locationDetails,
  vmDetails,
} from '../pages/details'
import {
  hostVmsFixture,
  hostsFixture,
  imagesFixture,
  locationsFixture,
  poolsFixture,
} from '../pages/infra/fixtures'
import { HostVmsTable } from '../pages/hosts/HostVmsTable'
import { PoolHostsTable } from '../pages/host-pools/PoolHostsTable'
import { adminAccount, adminVm, auditEntries } from '../stories'
import { ResourceDetailView } from './ResourceDetailView'
import { specScreen } from '@cirrus/app-kit'

const vmEntry = {
  ...auditEntries[0]!,
  action: 'vm.stop',
  target_type: 'vm',
  target_id: adminVm(3).uuid,
  before: { status: 'running' },
  after: { status: 'stopped' },
}
const onAction = fn()

const meta = {
  title: 'Admin/Layout/Resource page',
  component: ResourceDetailView,
  args: {
    ...vmDetails(adminVm(3), { renderLink: storyLink, onAction }),
    renderLink: storyLink,
    audit: { entries: [vmEntry] },
  },
  parameters: {
    ...specScreen("SPEC §2 admin app, a resource's admin page", "A resource's admin page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ResourceDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const VirtualMachine: Story = {
  tags: ['dark'],
  name: 'Virtual machine',
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'web-3', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'alice@example.test' })).toHaveAttribute('href', '/users/2')
    await expect(canvas.getByRole('link', { name: '← All virtual machines' })).toHaveAttribute(
      'href',
      '/virtual_machines',
    )
    const audit = canvas.getByRole('table', { name: 'Audit log of this resource' })
    await expect(audit).toHaveTextContent('vm.stop')
    await userEvent.click(canvas.getByRole('button', { name: 'Force stop' }))
    await expect(onAction).toHaveBeenCalledWith('force_stop')
  },
}

export const BillingAccount: Story = {
  name: 'Billing account (suspended)',
  args: {
    ...accountDetails(adminAccount(2, { is_active: false, suspend_reason: 'Unpaid invoices' }), {
      renderLink: storyLink,
      onSuspend: fn(),
    }),
    audit: { entries: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unpaid invoices')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reactivate' })).toBeVisible()
    await expect(canvas.getByText('No admin changes yet')).toBeVisible()
  },
}

export const Host: Story = {
  args: {
    ...hostDetails(hostsFixture[0], { renderLink: storyLink, onMaintenance: fn() }),
    children: <HostVmsTable hostName={hostsFixture[0]!.name} vms={hostVmsFixture} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: `vCPU of ${hostsFixture[0]!.name}` })).toBeVisible()
    await expect(canvas.getByRole('table', { name: `VMs on ${hostsFixture[0]!.name}` })).toBeVisible()
    await expect(canvas.getByRole('link', { name: hostsFixture[0]!.pool_name })).toBeVisible()
  },
}

export const HostPool: Story = {
  name: 'Host pool',
  args: {
    ...hostPoolDetails(poolsFixture[0], { onVisible: fn() }),
    children: (
      <PoolHostsTable
        hosts={hostsFixture.map((h) => ({
          uuid: h.uuid,
          name: h.name,
          maintenance: h.maintenance,
          vmCount: h.vm_count,
          capacity: {
            vcpuTotal: h.capacity.vcpu_total,
            vcpuUsed: h.capacity.vcpu_used,
            ramMbTotal: h.capacity.ram_mb_total,
            ramMbUsed: h.capacity.ram_mb_used,
          },
        }))}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: poolsFixture[0]!.name, level: 1 })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Hosts of this pool' })).toHaveTextContent(
      hostsFixture[2]!.name,
    )
  },
}

export const Image: Story = {
  args: imageDetails(imagesFixture[0], { onPublish: fn(), onAppCatalog: fn() }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: imagesFixture[0]!.display_name, level: 1 }),
    ).toBeVisible()
  },
}

export const Location: Story = {
  args: locationDetails(locationsFixture[1], { onOpen: fn(), onDefault: fn() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Make default' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...vmDetails(undefined, { renderLink: storyLink, onAction }), audit: { entries: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '← All virtual machines' })).toBeVisible()
  },
}

export const NotFound: Story = {
  name: 'Not found',
  args: { ...vmDetails(undefined, { renderLink: storyLink, onAction }), notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Virtual machine not found', level: 1 })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    ...vmDetails(undefined, { renderLink: storyLink, onAction }),
    error: 'Network error: Failed to fetch',
    onRetry: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone }
