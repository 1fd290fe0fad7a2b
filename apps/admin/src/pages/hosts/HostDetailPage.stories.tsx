import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { auditEntries } from '../../stories'
import { hostVmsFixture, hostsFixture } from '../infra/fixtures'
import HostDetailPage from './HostDetailPage'

// The route module itself (its queries → ResourceDetailView); every state of the view in detail is in
// components/ResourceDetailView.stories.tsx.
const host = hostsFixture[0]!
const populated: StoryCalls = {
  'infra.listHosts': () => hostsFixture,
  'infra.hostVms': () => hostVmsFixture,
  'admin.auditOf': () => auditEntries,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Compute/Host detail',
  component: HostDetailPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/hosts/{uuid}', "A hypervisor's admin page"),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/hosts/:uuid" url={`/hosts/${host.uuid}`} calls={parameters.calls as StoryCalls}>
      <HostDetailPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof HostDetailPage>
export default meta
type Story = StoryObj<typeof meta>

/** The host from the hosts list, its VMs from the host's VM call, its audit trail. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: host.name })).toBeVisible()
    const vms = await canvas.findByRole('table', { name: `VMs on ${host.name}` })
    await expect(within(vms).getByText('web-1')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1, name: host.name })).toBeNull()
  },
}

/** The host list answers without this host: the missing-resource page. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: { calls: { ...populated, 'infra.listHosts': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(/gone|not found/i)
  },
}

/** The host list fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'infra.listHosts': () => {
        throw storyNetworkError()
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Network error: Failed to fetch/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /retry/i })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: host.name })).toBeVisible()
  },
}
