import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Box } from '@radix-ui/themes'
import { apiRequests, campaignErrors } from '@cirrus/domain'
import { apiRequestPanelProps } from '../../app/api-request'
import { onPhone } from '../../stories/helpers'
import { CampaignRedeemForm } from './CampaignRedeemForm'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Billing/Campaign code',
  parameters: { ...specScreen('SPEC §2 /billing/account/{id}/', 'Campaign code on a billing account') },
  component: CampaignRedeemForm,
  args: {
    onRedeem: fn(async () => undefined),
    onCodeChange: fn(),
    apiRequest: apiRequestPanelProps(
      apiRequests.billing.redeemCampaign(42, { code: 'AUTUMN25' }),
      'https://api.example.test',
    ),
  },
} satisfies Meta<typeof CampaignRedeemForm>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Campaign code'), ' autumn25 ')
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('autumn25')
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }))
    await expect(args.onRedeem).toHaveBeenCalledWith('autumn25')
    // Accepted: the field empties for the next code.
    await expect(canvas.getByLabelText('Campaign code')).toHaveValue('')
  },
}

/** A refused code: the reason beside the field, which is marked invalid. */
export const Refused: Story = {
  args: { error: campaignErrors.used_up },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Campaign code')).toHaveAccessibleDescription(campaignErrors.used_up)
  },
}

export const Busy: Story = { args: { busy: true } }

/** On a phone, inside the billing account page's padding (its ghost "Show API request" reaches into it). */
export const Mobile: Story = {
  ...onPhone,
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
  ],
}
