import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Flex, Select, TextArea, TextField } from '@radix-ui/themes'
import { expect, userEvent } from 'storybook/test'
import { Field } from './Field'
import { fieldSizes } from './Field.variants'

const meta = {
  title: 'Design System/Field',
  component: Field,
  args: { label: 'Name', children: <TextField.Root placeholder="web-01" /> },
  render: (args) => (
    <Box width="360px">
      <Field {...args} />
    </Box>
  ),
} satisfies Meta<typeof Field>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' })
    await userEvent.click(canvas.getByText('Name'))
    await expect(input).toHaveFocus()
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const WithHint: Story = {
  args: { hint: 'Lowercase letters, digits and hyphens; 3 to 63 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Lowercase letters, digits and hyphens; 3 to 63 characters.',
    )
  },
}

export const Error: Story = {
  args: {
    hint: 'Lowercase letters, digits and hyphens; 3 to 63 characters.',
    error: 'Name is already taken in this location.',
    children: <TextField.Root defaultValue="web-01" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'Name is already taken in this location. Lowercase letters, digits and hyphens; 3 to 63 characters.',
    )
  },
}

/** A control that needs the props on an inner element: the trigger of a Radix Select. */
export const RenderFunction: Story = {
  args: {
    label: 'Billing account',
    hint: 'Hourly charges go to this account.',
    children: (control, { labelId }) => (
      <Select.Root defaultValue="main">
        <Select.Trigger {...control} aria-labelledby={labelId} />
        <Select.Content>
          <Select.Item value="main">Main account</Select.Item>
          <Select.Item value="lab">Research lab</Select.Item>
        </Select.Content>
      </Select.Root>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Billing account' })).toHaveAccessibleDescription(
      'Hourly charges go to this account.',
    )
  },
}

export const LongText: Story = {
  args: {
    label: 'Cloud-init user data script that runs once when the virtual machine boots for the first time',
    hint: 'Paste a #cloud-config document or a shell script beginning with #!. It runs as root and its output goes to /var/log/cloud-init-output.log on the machine.',
    error:
      'The script is larger than the 16 KiB the platform accepts; move the bulk of it into a package or a download.',
    children: <TextArea rows={3} defaultValue="#cloud-config" />,
  },
}

export const NarrowWidth: Story = {
  args: { hint: 'Shown in lists and on the console.', error: 'Required.' },
  render: (args) => (
    <Box width="240px">
      <Field {...args} />
    </Box>
  ),
}

export const AllSizes: Story = {
  render: () => (
    <Flex direction="column" gap="4" width="360px">
      {fieldSizes.map((size) => (
        <Field key={size} size={size} label={`Name (size ${size})`} hint="A hint." error="An error.">
          <TextField.Root size={size} defaultValue="web-01" />
        </Field>
      ))}
    </Flex>
  ),
}

export const Dark: Story = {
  args: { hint: 'Shown in lists and on the console.', error: 'Name is already taken in this location.' },
  parameters: { appearance: 'dark' },
}
