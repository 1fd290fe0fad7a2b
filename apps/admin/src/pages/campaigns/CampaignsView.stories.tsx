import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { Campaign } from '@cirrus/domain'
import { CampaignsView } from './CampaignsView'

const campaign = (id: number, extra: Partial<Campaign> = {}): Campaign => ({
  id,
  code: `AUTUMN${id}`,
  type: 'all_users',
  description: 'Newsletter',
  amount: '25',
  currency: 'EUR',
  valid_from: null,
  valid_until: '2026-12-31T23:59:59.000Z',
  usage_limit: 100,
  redemptions: 12,
  active: true,
  created_at: '2026-11-01T09:00:00.000Z',
  ...extra,
})

const campaigns = [
  campaign(2),
  campaign(1, { code: 'WELCOME', type: 'new_users', usage_limit: null, valid_until: null, active: false }),
]

const meta = {
  title: 'Admin/Users & billing/Campaigns',
  component: CampaignsView,
  args: { campaigns, onCreate: fn(), onSetActive: fn(), onSetDescription: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/campaigns', 'Campaigns'), layout: 'fullscreen' },
} satisfies Meta<typeof CampaignsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible()
    await expect(canvas.getByText('12 of 100')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Activate campaign WELCOME' }))
    await expect(args.onSetActive).toHaveBeenCalledWith(campaigns[1], true)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit campaign AUTUMN2' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Edit campaign AUTUMN2' })
    const description = within(dialog).getByLabelText('Internal description')
    await userEvent.clear(description)
    await userEvent.type(description, 'Partner newsletter')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(args.onSetDescription).toHaveBeenCalledWith(campaigns[0], 'Partner newsletter')
    await userEvent.click(canvas.getByRole('radio', { name: 'New Users' }))
    await userEvent.type(canvas.getByLabelText('Campaign code'), 'spring')
    await userEvent.type(canvas.getByLabelText('Credit amount'), '10.50')
    await userEvent.type(canvas.getByLabelText('Usage limit (optional)'), '50')
    await userEvent.click(canvas.getByRole('button', { name: 'Add campaign' }))
    await expect(args.onCreate).toHaveBeenCalledWith({
      code: 'spring',
      type: 'new_users',
      amount: '10.50',
      currency: 'EUR',
      description: '',
      active: true,
      usage_limit: 50,
    })
  },
}

export const FieldErrors: Story = {
  name: 'Field errors',
  args: { fieldErrors: { code: 'Campaign code SPRING exists', amount: 'A positive amount such as 25.00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Campaign code SPRING exists')).toBeVisible()
    await expect(canvas.getByText('A positive amount such as 25.00')).toBeVisible()
  },
}

export const Loading: Story = { args: { campaigns: undefined } }

export const Empty: Story = {
  args: { campaigns: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No campaigns yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { campaigns: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
