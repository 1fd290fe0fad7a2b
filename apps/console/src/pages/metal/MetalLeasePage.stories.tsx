import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage } from '@cirrus/design-system'
import { metalLeaseHourlyPrice } from '@cirrus/domain'
import { onPhone, priceList, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { MetalLeaseView } from './MetalLeaseView'
import { activeLease, manyLeases, provisioningLease, releasedLease } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Metal/Lease detail',
  component: MetalLeaseView,
  args: {
    lease: activeLease,
    locationName: 'Tallinn',
    osLabel: 'Debian 12 (bookworm)',
    price: metalLeaseHourlyPrice(activeLease, { list: priceList }).price,
    currency: 'EUR',
    onRelease: fn(async () => {}),
  },
  parameters: {
    ...specScreen('SPEC §2 /metal/lease/{uuid}/', "A bare-metal lease's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof MetalLeaseView>
export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'db-metal-1' })).toBeVisible()
    await expect(canvas.getByText('Active')).toBeVisible()
    await expect(canvas.getByText('203.0.113.12')).toBeVisible()
    await expect(canvas.getByText('€0.616')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Release' })).not.toHaveAttribute('aria-disabled')
  },
}

export const Provisioning: Story = {
  args: {
    lease: provisioningLease,
    price: metalLeaseHourlyPrice(provisioningLease, { list: priceList }).price,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/The platform is installing Debian 12 \(bookworm\) on tll01-bm-small-01/),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Release' })).toHaveAccessibleDescription(
      'The server is still being provisioned',
    )
  },
}

export const Released: Story = {
  args: { lease: releasedLease, price: metalLeaseHourlyPrice(releasedLease, { list: priceList }).price },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A released server costs nothing.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Release' })).toHaveAccessibleDescription(
      'The server is already released',
    )
  },
}

export const Loading: Story = { args: { price: undefined, osLabel: undefined } }

export const PriceUnavailable: Story = {
  name: 'Error',
  args: { price: metalLeaseHourlyPrice(activeLease, { list: null }).price },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price unavailable')).toBeVisible()
  },
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="bare metal server"
      createHref="/metal/create"
      availableIds={manyLeases.slice(0, 3).map((l) => l.uuid)}
      idHref={(id) => `/metal/lease/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This bare metal server is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new bare metal server' })).toBeVisible()
  },
}

export const ReleaseConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByRole('heading', { name: 'Release db-metal-1?' })).toBeVisible()
    const confirm = within(dialog).getByRole('button', { name: 'Release' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), 'db-metal-1')
    await userEvent.click(confirm)
    await expect(args.onRelease).toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone }

/** "Show API request" in the release dialog: the DELETE call as curl. */
export const ReleaseDialogApiRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    const curl = within(dialog).getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent(
      `curl -X DELETE https://console.example/v1/tll01/metal/lease/${activeLease.uuid}`,
    )
  },
}
