import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './ServicePackagesView.stories'
import ServicePackagesPage from './ServicePackagesPage'

// The route module itself (its queries → ServicePackagesView); every state of the view in detail is in
// ServicePackagesView.stories.tsx.
// The view stories' services and offers.
const services = viewMeta.args.page.items
const offers = viewMeta.args.offers
const populated: StoryCalls = {
  'admin.services': () => ({ total: services.length, items: services }),
  'admin.serviceCatalogue': () => offers,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Services/Service packages',
  // The view's stories have the same title: a story id of its own.
  id: 'admin-services-service-packages-page',
  component: ServicePackagesPage,
  parameters: { ...specScreen('SPEC §2 /admin/service_packages', 'Services'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.service-packages.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/service_packages" url="/service_packages" calls={parameters.calls as StoryCalls}>
      <ServicePackagesPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof ServicePackagesPage>
export default meta
type Story = StoryObj<typeof meta>

/** The services from the admin service call, the offers from the catalogue call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
    await expect(await canvas.findByText('db-2')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
    await expect(canvas.queryByText('db-2')).toBeNull()
  },
}

/** No managed service on the platform. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'admin.services': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No managed services on the platform yet')).toBeVisible()
  },
}

/** The service call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.services': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
  },
}
