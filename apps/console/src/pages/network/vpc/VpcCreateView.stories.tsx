import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { onPhone } from '../../../stories/helpers'
import { VpcCreateView } from './VpcCreateView'

const meta = {
  title: 'Console/Network/VPC create',
  component: VpcCreateView,
  args: { locationName: 'Tallinn', onSubmit: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VpcCreateView>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'backend')
    await userEvent.click(canvas.getByRole('button', { name: 'Create VPC network' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('backend')
  },
}

export const ValidationError: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create VPC network' }))
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(/Enter a name/)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Submitting: Story = { args: { submitting: true } }

export const Mobile: Story = { ...onPhone }
