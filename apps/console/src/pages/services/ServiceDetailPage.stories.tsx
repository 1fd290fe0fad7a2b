import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage } from '@cirrus/design-system'
import { confirmIn } from '../../stories/confirm'
import { billingAccounts, onPhone, priceList, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { chooseOtherBillingAccount } from '../../stories/billing'
import { cluster, database, hibernatingCluster, manyServices } from './service-fixtures'
import { ServiceDetailLoading, ServiceDetailView } from './ServiceDetailView'
import { specScreen } from '@cirrus/app-kit'

const workerA = cluster.resources[0]!.resource_id
const workerB = cluster.resources[1]!.resource_id

const meta = {
  title: 'Console/Services/Service detail',
  component: ServiceDetailView,
  args: {
    pkg: cluster,
    vms: undefined,
    priceList,
    whitelist: ['203.0.113.0/24'],
    secrets: undefined,
    onRevealSecrets: fn(),
    pending: null,
    bulk: null,
    onCommand: fn(async () => {}),
    onBulk: fn(),
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /services/service/{location}/{serviceId}/', "A managed service's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ServiceDetailView>
export default meta
type Story = StoryObj<typeof meta>

/** A cluster: its properties and workers, its VMs linked and priced, a backup, the whitelist. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'prod-cluster' })).toBeVisible()
    await expect(canvas.getByText('10.1.104.7')).toBeVisible()
    const vms = canvas.getByRole('table', { name: 'Service VMs' })
    await expect(within(vms).getByRole('link', { name: `VM ${workerA.slice(0, 8)}` })).toHaveAttribute(
      'href',
      `/compute/vm/tll01/${workerA}/`,
    )
    await expect(within(vms).getAllByText(/^€[\d.]+$/)).toHaveLength(2)
    await userEvent.click(within(vms).getByRole('button', { name: `Start ${workerB.slice(0, 8)}` }))
    await confirmIn(`Start ${workerB.slice(0, 8)}?`, 'Start')
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'startVm', vmId: workerB })
    await userEvent.click(canvas.getByRole('button', { name: 'Stop all VMs' }))
    await confirmIn('Stop every VM of prod-cluster?', 'Stop all')
    await expect(args.onBulk).toHaveBeenCalledWith('stop')
  },
}

/** A VM's stop is confirmed first, with the call it sends (AGENTS.md rule 13). */
export const StopVmRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas, args }) => {
    const vms = canvas.getByRole('table', { name: 'Service VMs' })
    await userEvent.click(within(vms).getByRole('button', { name: `Stop ${workerA.slice(0, 8)}` }))
    const dialog = within(document.body).getByRole('alertdialog', { name: `Stop ${workerA.slice(0, 8)}?` })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      `-X POST https://console.example/v1/user-resource/service/package/${cluster.uuid}/resources/${workerA}/stop`,
    )
    await expect(args.onCommand).not.toHaveBeenCalled()
  },
}

/** Starting every VM shows each VM's call, in the order they are sent (SPEC §4). */
export const StartAllRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start all VMs' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Start every VM of prod-cluster?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    const script = within(dialog).getByRole('region', { name: 'curl commands' })
    await expect(script).toHaveTextContent(`# 1. Start ${workerA.slice(0, 8)}`)
    await expect(script).toHaveTextContent(`/resources/${workerA}/start`)
    await expect(script).toHaveTextContent(`# 2. Start ${workerB.slice(0, 8)}`)
    await expect(script).toHaveTextContent(`/resources/${workerB}/start`)
    await expect(args.onBulk).not.toHaveBeenCalled()
  },
}

/** The secrets are revealed after a confirmation that shows the GET it sends. */
export const RevealSecrets: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal secrets' }))
    const dialog = within(document.body).getByRole('alertdialog', {
      name: 'Reveal the secrets of prod-cluster?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      `curl https://console.example/v1/user-resource/service/package/${cluster.uuid}/secrets`,
    )
    await confirmIn('Reveal the secrets of prod-cluster?', 'Reveal')
    await expect(args.onRevealSecrets).toHaveBeenCalled()
  },
}

/** A bulk start under way: per-item progress in the shared bulk group (SPEC §4, issue 18). */
export const BulkProgress: Story = {
  args: {
    bulk: {
      action: 'start',
      items: [
        { key: workerA, label: workerA, status: 'done' },
        { key: workerB, label: workerB, status: 'running' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('region', { name: /^Start: / })
    await expect(within(group).getByRole('status')).toHaveTextContent('Start: 1 of 2 done')
    await expect(within(group).getByText(workerA.slice(0, 8))).toBeVisible()
    await expect(within(group).queryByRole('button', { name: 'Retry failed' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Start all VMs' })).toBeDisabled()
  },
}

/** A bulk stop with one VM failed: its reason, and "Retry failed" runs the stop again on it (issue 18). */
export const BulkFailed: Story = {
  tags: ['dark'],
  args: {
    bulk: {
      action: 'stop',
      items: [
        { key: workerA, label: workerA, status: 'done' },
        {
          key: workerB,
          label: workerB,
          status: 'failed',
          reason: 'The virtual machine is locked by another operation',
        },
      ],
    },
    onRetryFailed: fn(),
    onDismissBulk: fn(),
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('region', { name: /^Stop: / })
    await expect(within(group).getByRole('status')).toHaveTextContent('Stop: 1 of 2 done · 1 failed')
    await expect(within(group).getByText('The virtual machine is locked by another operation')).toBeVisible()
    await userEvent.click(within(group).getByRole('button', { name: 'Retry failed' }))
    await expect(args.onRetryFailed).toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Stop all VMs' })).toBeEnabled()
  },
}

/** Secrets revealed on demand, each with a copy button. */
export const Secrets: Story = {
  args: { pkg: database, secrets: { sql_user: 'cirrus', sql_pass: 'Zq3-very-secret' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Zq3-very-secret')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy sql_pass' })).toBeVisible()
  },
}

/** A hibernating cluster is stopped (SPEC §4); its action wakes it up. */
export const Hibernating: Story = {
  args: { pkg: hibernatingCluster },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Hibernating: every VM is stopped/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Wake up' })).toBeVisible()
  },
}

/** Hibernation is confirmed first, with the PATCH …/properties it sends. */
export const HibernateDialog: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hibernate' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByRole('heading', { name: 'Hibernate prod-cluster?' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hibernate' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'hibernate', enabled: true })
  },
}

/** No VMs listed, no whitelist, no backups. */
export const Empty: Story = {
  args: { pkg: { ...database, resources: [] }, whitelist: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This service has no VMs')).toBeVisible()
    await expect(canvas.getByText('Open to all addresses')).toBeVisible()
    await expect(canvas.getByText('No backups yet')).toBeVisible()
  },
}

/** Prices and the whitelist still loading. */
export const Loading: Story = { args: { priceList: undefined, whitelist: undefined, secretsLoading: true } }

/** The route's fallback while the service itself loads. */
export const LoadingPage: Story = { render: () => <ServiceDetailLoading /> }

export const ErrorState: Story = {
  name: 'Error',
  args: { whitelist: undefined, whitelistError: 'Network error: Failed to fetch', secretsError: 'Forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('The secrets could not be loaded')
  },
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="service"
      createHref="/services/create"
      availableIds={manyServices.map((s) => s.uuid)}
      idHref={(id) => `/services/service/tll01/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This service is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new service' })).toBeVisible()
  },
}

/** The whitelist dialog refuses what is not an address, beside the field, and shows its request. */
/** Change billing account (issue 18): the service moves with its VMs and disks; the call is shown first. */
export const BillingDialog: Story = {
  decorators: [withApiBaseUrl],
  args: { pkg: database, billingAccounts },
  play: async ({ canvasElement, args }) => {
    const other = billingAccounts.find((a) => a.id !== database.billing_account_id)!
    const { dialog, submit } = await chooseOtherBillingAccount(canvasElement, other.title)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      `curl -X PATCH https://console.example/v1/user-resource/service/package/${database.uuid}`,
    )
    await userEvent.click(submit)
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'changeBillingAccount',
      billingAccountId: other.id,
    })
  },
}

export const WhitelistDialog: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }))
    const dialog = within(document.body).getByRole('dialog')
    const field = within(dialog).getByRole('textbox', { name: 'IP address or CIDR' })
    await userEvent.type(field, '10.0.0.0/40')
    await expect(within(dialog).getByText(/Enter an IP address or a CIDR prefix/)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Add address' })).toBeDisabled()
    await userEvent.clear(field)
    await userEvent.type(field, '198.51.100.7')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      'ip_address=198.51.100.7',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'addWhitelist', address: '198.51.100.7' })
  },
}

/** Restoring a VM from its backup is confirmed first. */
export const RestoreBackup: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Restore ${workerA.slice(0, 8)} from backup` }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }))
    await expect(args.onCommand).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'restoreBackup', vmId: workerA }),
    )
  },
}

/** Delete asks for the name. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByRole('heading', { name: 'Delete prod-cluster?' })).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox'), 'prod-cluster')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'delete' })
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'prod-cluster' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start all VMs' })).toBeVisible()
  },
}
