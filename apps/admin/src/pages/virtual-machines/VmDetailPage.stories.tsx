import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { ApiError } from '@cirrus/domain'
import { adminVm, auditEntries } from '../../stories'
import { poolsFixture } from '../infra/fixtures'
import VmDetailPage from './VmDetailPage'

// The route module itself (its queries → ResourceDetailView); every state of the view in detail is in
// components/ResourceDetailView.stories.tsx.
const pool = poolsFixture[0]!
const vm = adminVm(1, { designated_pool_uuid: pool.uuid, current_pool_uuid: pool.uuid })
const populated: StoryCalls = {
  'admin.virtualMachine': () => vm,
  'infra.listHostPools': () => poolsFixture,
  'admin.auditOf': () => auditEntries,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Compute/VM detail',
  component: VmDetailPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/virtual_machines/{uuid}', "A VM's admin page"),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory
      path="/virtual_machines/:uuid"
      url={`/virtual_machines/${vm.uuid}`}
      calls={parameters.calls as StoryCalls}
    >
      <VmDetailPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof VmDetailPage>
export default meta
type Story = StoryObj<typeof meta>

/** The VM from its detail call, its pool names from the pools list, its audit trail. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: vm.name })).toBeVisible()
    await expect(canvas.getByText(vm.owner_email, { selector: 'a' })).toBeVisible()
    await expect(await canvas.findAllByText(pool.name)).toHaveLength(2)
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1, name: vm.name })).toBeNull()
  },
}

/** The VM call answers 404: the missing-resource page. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: {
    calls: {
      ...populated,
      'admin.virtualMachine': () => {
        throw new ApiError({ status: 404, message: 'Not found' })
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(/gone|not found/i)
  },
}

/** The VM call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.virtualMachine': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: vm.name })).toBeVisible()
  },
}
