import type { Meta, StoryObj } from '@storybook/react-vite'
import { Code, Flex, Text } from '@radix-ui/themes'
import { expect, fn, userEvent } from 'storybook/test'
import { CopyButton } from './CopyButton'
import { copyButtonSizes, copyButtonVariants } from './CopyButton.variants'
import type { ClipboardWriter } from './copy-text'

/** Headless Chromium has no clipboard permission: every story copies into a stub instead. */
function stubClipboard(writeText: ClipboardWriter['writeText']) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard')
  }
}

const writeText = fn(async (_text: string) => {})

const meta = {
  title: 'Design System/CopyButton',
  component: CopyButton,
  // A long feedback time keeps the "Copied" state still for the screenshot taken after `play`.
  args: { text: '185.12.34.56', label: 'IP address', feedbackMs: 60_000, onCopy: fn() },
  beforeEach: () => stubClipboard(writeText),
} satisfies Meta<typeof CopyButton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Copied: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy IP address' }))
    await expect(writeText).toHaveBeenCalledWith('185.12.34.56')
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copied')
    await expect(args.onCopy).toHaveBeenCalledWith('copied')
  },
}

export const CopyFailed: Story = {
  beforeEach: () => stubClipboard(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy IP address' }))
    await expect(await canvas.findByText('Copy failed')).toBeVisible()
    await expect(args.onCopy).toHaveBeenCalledWith('failed')
  },
}

/** Beside a value, as KeyValueList uses it. */
export const BesideValue: Story = {
  render: (args) => (
    <Flex align="center" gap="2">
      <Code variant="ghost" className="cirrus-tabular">
        {args.text}
      </Code>
      <CopyButton {...args} />
    </Flex>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="3">
      {copyButtonVariants.map((variant) => (
        <Flex key={variant} align="center" gap="3">
          <Text size="2" color="gray" style={{ width: 60 }}>
            {variant}
          </Text>
          {copyButtonSizes.map((size) => (
            <CopyButton
              key={size}
              {...args}
              size={size}
              variant={variant}
              label={`IP address ${variant} ${size}`}
            />
          ))}
        </Flex>
      ))}
    </Flex>
  ),
}

export const Dark: Story = { ...Copied, parameters: { appearance: 'dark' } }
