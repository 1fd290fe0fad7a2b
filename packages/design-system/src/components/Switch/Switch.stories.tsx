import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Flex } from '@radix-ui/themes'
import { expect, fn, userEvent } from 'storybook/test'
import { Switch } from './Switch'
import { switchSizes } from './Switch.variants'

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  args: {
    label: 'Backups',
    description: 'A daily backup kept for 7 days. Backups are billed by their size.',
    onCheckedChange: fn(),
  },
  render: (args) => (
    <Box width="380px">
      <Switch {...args} />
    </Box>
  ),
} satisfies Meta<typeof Switch>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Backups' })
    await expect(toggle).not.toBeChecked()
    await expect(toggle).toHaveAccessibleDescription(
      'A daily backup kept for 7 days. Backups are billed by their size.',
    )
  },
}

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Backups'))
    await expect(canvas.getByRole('switch', { name: 'Backups' })).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const On: Story = { args: { defaultChecked: true } }

export const WithoutDescription: Story = {
  args: { description: undefined, label: 'Assign a public IP address' },
}

export const Disabled: Story = {
  args: { disabled: true, description: 'Backups are not available for Windows licences in this location.' },
}

export const LongText: Story = {
  args: {
    label: 'Stop the virtual machine before taking a consistent snapshot of every attached disk',
    description:
      'The machine is stopped, every disk is snapshotted at the same moment, and the machine starts again. Expect about two minutes of downtime; stopped machines cost nothing for CPU and RAM.',
  },
}

export const NarrowWidth: Story = {
  render: (args) => (
    <Box width="220px">
      <Switch {...args} />
    </Box>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4" width="380px">
      {switchSizes.map((size) => (
        <Switch
          key={size}
          {...args}
          size={size}
          label={`Backups (size ${size})`}
          defaultChecked={size === '2'}
        />
      ))}
    </Flex>
  ),
}

export const Dark: Story = { args: { defaultChecked: true }, parameters: { appearance: 'dark' } }
