import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { onPhone, withApiBaseUrl } from '../../../stories/helpers'
import { VpcCreateView } from './VpcCreateView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Network/VPC create',
  component: VpcCreateView,
  args: { location: 'tll01', locationName: 'Tallinn', onSubmit: fn() },
  parameters: {
    ...specScreen('SPEC §2 /network/create/{type}', 'Creating a VPC network'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof VpcCreateView>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Filled: Story = {
  tags: ['dark'],
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

/** "Show API request" (issue 10): the create call as curl, and the network as a `warren_network` resource. */
export const ApiRequestOpen: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Show API request' })).toBeNull()
    await userEvent.type(canvas.getByLabelText('Name'), 'backend')
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('https://console.example/v1/tll01/network/network?name=backend')
    await userEvent.click(canvas.getByRole('tab', { name: 'Terraform' }))
    const terraform = canvas.getByRole('region', { name: 'Terraform configuration' })
    await expect(terraform).toHaveTextContent('resource "warren_network" "backend"')
  },
}
