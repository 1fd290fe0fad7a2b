import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Flex } from '@radix-ui/themes'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Select } from './Select'
import { selectSizes } from './Select.variants'
import type { SelectOptions } from './options'

const accounts: SelectOptions = [
  { value: 'main', label: 'Main account' },
  { value: 'lab', label: 'Research lab' },
  { value: 'closed', label: 'Old account (closed)', disabled: true },
]

const locations: SelectOptions = [
  {
    label: 'Estonia',
    options: [
      { value: 'tll1', label: 'Tallinn 1' },
      { value: 'tll2', label: 'Tallinn 2' },
    ],
  },
  { label: 'Indonesia', options: [{ value: 'jkt1', label: 'Jakarta 1' }] },
]

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: { label: 'Billing account', options: accounts, defaultValue: 'main', onValueChange: fn() },
  render: (args) => (
    <Box width="320px">
      <Select {...args} />
    </Box>
  ),
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Billing account' })).toHaveTextContent('Main account')
  },
}

export const Placeholder: Story = { args: { defaultValue: undefined, placeholder: 'Choose an account' } }

export const Choose: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Billing account' }))
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox')
    await expect(within(listbox).getByRole('option', { name: 'Old account (closed)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(within(listbox).getByRole('option', { name: 'Research lab' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('lab')
    await expect(canvas.getByRole('combobox', { name: 'Billing account' })).toHaveTextContent('Research lab')
  },
}

/** The open list, for the picture. */
export const Open: Story = {
  args: { label: 'Location', options: locations, defaultValue: 'tll2' },
  parameters: {
    // While the list is open Radix hides the rest of the page (aria-hidden) and traps focus in the list, so the
    // trigger behind it cannot be reached; axe cannot see the trap and flags the hidden trigger.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Location' }))
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible()
  },
}

export const WithHint: Story = { args: { hint: 'Hourly charges go to this account.' } }

export const Error: Story = {
  args: {
    defaultValue: undefined,
    error: 'Choose a billing account.',
    hint: 'Hourly charges go to this account.',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Billing account' })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAccessibleDescription(
      'Choose a billing account. Hourly charges go to this account.',
    )
  },
}

export const Disabled: Story = { args: { disabled: true } }

/** A value the options do not hold shows the placeholder, not a blank trigger. */
export const UnknownValue: Story = { args: { defaultValue: undefined, value: 'gone' } }

export const LongText: Story = {
  args: {
    label: 'Billing account for hourly charges of this virtual machine and its disks',
    options: [
      {
        value: 'long',
        label: 'Customer analytics department shared infrastructure account (EUR, monthly invoice)',
      },
    ],
    defaultValue: 'long',
  },
}

export const NarrowWidth: Story = {
  render: (args) => (
    <Box width="200px">
      <Select {...args} />
    </Box>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4" width="320px">
      {selectSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`Billing account (size ${size})`} />
      ))}
    </Flex>
  ),
}

export const Dark: Story = {
  args: { label: 'Location', options: locations, defaultValue: 'tll1' },
  parameters: { ...Open.parameters, appearance: 'dark' },
  play: Open.play,
}
