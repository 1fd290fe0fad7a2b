import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { Referral, ReferralOverview } from '@cirrus/domain'
import { ReferralView } from './ReferralView'

const referral = (id: number, extra: Partial<Referral> = {}): Referral => ({
  id,
  code: 'K7QM2XPA',
  referrer_user_id: 1,
  referrer_email: 'alice@example.com',
  referred_user_id: 10 + id,
  referred_email: `user${id}@example.com`,
  created_at: '2026-11-02T09:00:00.000Z',
  rewarded_at: null,
  reward_amount: null,
  reward_currency: null,
  ...extra,
})

const rule = { active: true, amount: '15', currency: 'EUR', threshold: '10' }
const overview: ReferralOverview = {
  rule,
  referrals: [
    referral(2),
    referral(1, { rewarded_at: '2026-11-05T10:00:00.000Z', reward_amount: '15', reward_currency: 'EUR' }),
  ],
}

const meta = {
  title: 'Admin/Users & billing/Referral program',
  component: ReferralView,
  args: { overview, onSaveRule: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/referral', 'Referral Program'), layout: 'fullscreen' },
} satisfies Meta<typeof ReferralView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Referral Program', level: 1 })).toBeVisible()
    await expect(canvas.getByText('Paid 15 EUR')).toBeVisible()
    await expect(canvas.getByText('Waiting for threshold')).toBeVisible()
    const amount = canvas.getByLabelText('Reward amount')
    await userEvent.clear(amount)
    await userEvent.type(amount, '20')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rewards active' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }))
    await expect(args.onSaveRule).toHaveBeenCalledWith({ ...rule, amount: '20', active: false })
    // The picture shows the form at rest: whether the clicked button keeps a focus ring depends on timing.
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

export const FieldErrors: Story = {
  name: 'Field errors',
  args: { fieldErrors: { amount: 'A positive amount such as 25.00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A positive amount such as 25.00')).toBeVisible()
  },
}

export const Loading: Story = { args: { overview: undefined } }

export const Empty: Story = {
  args: { overview: { rule: { ...rule, active: false }, referrals: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No referrals yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { overview: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
