import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Code, Flex, Link } from '@radix-ui/themes'
import { expect, fn, userEvent } from 'storybook/test'
import { KeyValueList, type KeyValueItem } from './KeyValueList'
import { keyValueListSizes } from './KeyValueList.variants'
import { StatusBadge } from '../StatusBadge'
import { Price } from '../Price'

const vmFacts: KeyValueItem[] = [
  { label: 'Name', value: 'web-frontend-01' },
  { label: 'Status', value: <StatusBadge status="running" /> },
  {
    label: 'UUID',
    value: <Code variant="ghost">5f3a1c2e-8b4d-4e6f-9a0b-1c2d3e4f5a6b</Code>,
    copyText: '5f3a1c2e-8b4d-4e6f-9a0b-1c2d3e4f5a6b',
  },
  {
    label: 'Private IPv4',
    value: <span className="cirrus-tabular">10.12.0.15</span>,
    copyText: '10.12.0.15',
  },
  { label: 'vCPU', value: <span className="cirrus-tabular">4</span> },
  { label: 'Memory', value: <span className="cirrus-tabular">8 GB</span> },
  { label: 'Location', value: 'Tallinn (tll1)' },
  { label: 'Billing account', value: <Link href="#billing-42">Main account</Link> },
  { label: 'Price', value: <Price amount={0.0456} currency="EUR" /> },
  { label: 'Description', value: null },
]

const writeText = fn(async (_text: string) => {})

const meta = {
  title: 'Design System/KeyValueList',
  component: KeyValueList,
  args: { items: vmFacts },
  // Headless Chromium has no clipboard permission: copying goes into a stub.
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard')
    }
  },
} satisfies Meta<typeof KeyValueList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(vmFacts.length)
    await expect(canvas.getByText('Not set')).toBeInTheDocument()
  },
}

export const CopyValue: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Private IPv4' }))
    await expect(writeText).toHaveBeenCalledWith('10.12.0.15')
    await expect(await canvas.findByText('Copied')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No details')).toBeVisible()
  },
}

export const Loading: Story = { args: { loading: true } }

export const LongText: Story = {
  args: {
    items: [
      {
        label: 'Name',
        value: 'customer-analytics-batch-processing-worker-node-with-an-unusually-long-name-0001',
      },
      {
        label: 'A label that is much longer than the label column',
        value: 'Short value',
      },
      {
        label: 'SSH public key',
        value:
          'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKq8Jd0sOYtLdd1Xb5RrX4Fy2MWvU9p0a3cQe7H1xZkL operator@example.com',
        copyText:
          'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKq8Jd0sOYtLdd1Xb5RrX4Fy2MWvU9p0a3cQe7H1xZkL operator@example.com',
      },
    ],
  },
  render: (args) => (
    <Box width="560px">
      <KeyValueList {...args} />
    </Box>
  ),
}

export const NarrowWidth: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Box width="320px">
      <KeyValueList {...args} />
    </Box>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="5">
      {keyValueListSizes.map((size) => (
        <KeyValueList key={size} {...args} size={size} items={args.items.slice(0, 3)} />
      ))}
    </Flex>
  ),
}

export const Dark: Story = { parameters: { appearance: 'dark' } }
