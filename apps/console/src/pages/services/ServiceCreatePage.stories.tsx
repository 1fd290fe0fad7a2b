import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { billingAccounts, locations, onPhone, priceList, withApiBaseUrl } from '../../stories/helpers'
import { createLocations } from '../../app/locations'
import { defaultServiceCreateForm, serviceFormFromSearch, serviceRetrySearchParams } from './service-create'
import { catalogue } from './service-fixtures'
import { ServiceCreateView } from './ServiceCreateView'
import { specScreen } from '@cirrus/app-kit'

const initial = defaultServiceCreateForm(catalogue, {
  location: locations[0]!.slug,
  billingAccountId: billingAccounts[0]!.id,
})

const meta = {
  title: 'Console/Services/Service create',
  component: ServiceCreateView,
  args: {
    initial,
    catalogue,
    locations: createLocations(locations),
    billingAccounts,
    priceList,
    onSubmit: fn(),
    submitting: false,
  },
  parameters: {
    ...specScreen('SPEC §2 /services/create', 'Creating a managed service'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ServiceCreateView>
export default meta
type Story = StoryObj<typeof meta>

/** A Kubernetes cluster: the price range follows the worker counts (SPEC §9) before anything is sent. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Create a managed service' })).toBeVisible()
    const range = canvas.getByText(/^€[\d.]+ – €[\d.]+$/)
    const before = range.textContent
    const maximum = canvas.getByRole('spinbutton', { name: 'Maximum workers' })
    await userEvent.clear(maximum)
    await userEvent.type(maximum, '5')
    await expect(canvas.getByText(/^€[\d.]+ – €[\d.]+$/).textContent).not.toBe(before)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'prod')
    await userEvent.click(canvas.getByRole('button', { name: 'Create service' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ service: 'kubernetes', name: 'prod', maximum: 5 }),
    )
  },
}

/** A database: one or three nodes, no worker range. */
export const Database: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /PostgreSQL database/ }))
    await expect(canvas.queryByRole('spinbutton', { name: 'Minimum workers' })).toBeNull()
    await userEvent.click(canvas.getByRole('switch', { name: /High availability/ }))
    await expect(canvas.getByText(/3 nodes/)).toBeVisible()
  },
}

/** Prices still loading. */
export const Loading: Story = { args: { priceList: undefined } }

/** An empty catalogue and no billing account chosen. */
export const Empty: Story = {
  args: { catalogue: [], initial: defaultServiceCreateForm([], { location: locations[0]!.slug }) },
}

/** Errors beside the fields after a create attempt. */
export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvas, args }) => {
    const minimum = canvas.getByRole('spinbutton', { name: 'Minimum workers' })
    await userEvent.clear(minimum)
    await userEvent.type(minimum, '5')
    await userEvent.click(canvas.getByRole('button', { name: 'Create service' }))
    await expect(canvas.getByText('Give the service a name')).toBeVisible()
    await expect(canvas.getByText('Maximum workers must not be below minimum')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A failed create's "Retry" link (SPEC §8): the same request comes back filled. */
export const Retry: Story = {
  args: {
    initial: serviceFormFromSearch(
      `?${serviceRetrySearchParams({ ...initial, name: 'big-cluster', vcpu: 32, maximum: 4 }).toString()}`,
      initial,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('big-cluster')
    await expect(canvas.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue(32)
  },
}

/** While the platform creates the service. */
export const Submitting: Story = { args: { submitting: true } }

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a managed service' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create service' })).toBeVisible()
  },
}

/** "Show API request": the create call as curl, package_parameters as a JSON string (API-NOTES §9). */
export const ApiRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'prod')
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('-X POST https://console.example/v1/user-resource/service/package')
    await expect(curl).toHaveTextContent('"service":"kubernetes"')
  },
}
