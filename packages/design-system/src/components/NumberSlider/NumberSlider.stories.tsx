import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Flex } from '@radix-ui/themes'
import { expect, fn, userEvent } from 'storybook/test'
import { NumberSlider, type NumberSliderProps } from './NumberSlider'
import { numberSliderSizes, numberSliderUnits } from './NumberSlider.variants'

/** Holds the value like a create form does, and reports every change to the story's `onValueChange` spy. */
function Stateful(props: NumberSliderProps) {
  const [value, setValue] = useState(props.value)
  return (
    <NumberSlider
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        props.onValueChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design System/NumberSlider',
  component: NumberSlider,
  args: { label: 'CPU', value: 2, min: 1, max: 32, unit: numberSliderUnits.cpu, onValueChange: fn() },
  render: (args) => (
    <Box width="420px">
      <Stateful {...args} />
    </Box>
  ),
} satisfies Meta<typeof NumberSlider>
export default meta
type Story = StoryObj<typeof meta>

export const Cpu: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'CPU' })).toHaveValue(2)
    await expect(canvas.getByRole('slider', { name: 'CPU' })).toHaveAttribute('aria-valuetext', '2 vCPU')
    await expect(canvas.getByRole('spinbutton', { name: 'CPU' })).toHaveAccessibleDescription(
      'Range 1–32 vCPU',
    )
  },
}

export const Ram: Story = {
  args: { label: 'RAM', value: 4, min: 1, max: 256, unit: numberSliderUnits.ram },
}

export const Disk: Story = {
  args: {
    label: 'Disk',
    value: 40,
    min: 10,
    max: 2000,
    step: 10,
    unit: numberSliderUnits.disk,
    hint: 'The primary disk can grow later, never shrink.',
  },
}

/** Typing moves the slider at once. */
export const TypingMovesSlider: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'CPU' })
    await userEvent.clear(input)
    await userEvent.type(input, '8')
    await expect(canvas.getByRole('slider', { name: 'CPU' })).toHaveAttribute('aria-valuenow', '8')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(8)
  },
}

/** A number above the range shows as typed until the input loses focus, then snaps to the maximum. */
export const ClampsOnBlur: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'CPU' })
    await userEvent.clear(input)
    await userEvent.type(input, '100')
    await expect(input).toHaveValue(100)
    await expect(canvas.getByRole('slider', { name: 'CPU' })).toHaveAttribute('aria-valuenow', '32')
    await userEvent.click(canvas.getByText('Range 1–32 vCPU'))
    await expect(input).toHaveValue(32)
    await expect(args.onValueChange).toHaveBeenLastCalledWith(32)
  },
}

/** Clearing the input and leaving it restores the value. */
export const EmptyInputRestores: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'CPU' })
    await userEvent.clear(input)
    await userEvent.click(canvas.getByText('Range 1–32 vCPU'))
    await expect(input).toHaveValue(2)
  },
}

/** Arrow keys and Home on the slider update the input. */
export const SliderKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'CPU' })
    const input = canvas.getByRole('spinbutton', { name: 'CPU' })
    slider.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(input).toHaveValue(4)
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4)
    // End at the minimum: a thumb moved by keys to a fractional position anti-aliases differently between runs.
    await userEvent.keyboard('{Home}')
    await expect(input).toHaveValue(1)
    slider.blur()
  },
}

export const Error: Story = {
  args: { value: 16, error: 'This location has 8 vCPU left in your quota.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'CPU' })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = { args: { disabled: true, hint: 'Stop the machine to change its CPU.' } }

export const LongText: Story = {
  args: {
    label: 'Memory for every worker node of the Kubernetes cluster',
    value: 16,
    min: 2,
    max: 1024,
    unit: numberSliderUnits.ram,
    hint: 'Each worker gets this much memory; the cluster is billed for the total across its minimum node count.',
  },
}

export const NarrowWidth: Story = {
  render: (args) => (
    <Box width="260px">
      <Stateful {...args} />
    </Box>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="5" width="420px">
      {numberSliderSizes.map((size) => (
        <Stateful key={size} {...args} size={size} label={`CPU (size ${size})`} />
      ))}
    </Flex>
  ),
}

export const Dark: Story = { args: { value: 12 }, parameters: { appearance: 'dark' } }
