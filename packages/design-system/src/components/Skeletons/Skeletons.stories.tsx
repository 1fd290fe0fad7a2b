import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Flex, Table } from '@radix-ui/themes'
import { expect } from 'storybook/test'
import { SkeletonCard, SkeletonPage, SkeletonTable, SkeletonTableRows, SkeletonText } from './Skeletons'
import { skeletonSizes } from './Skeletons.variants'

const meta = {
  title: 'Design System/Skeletons',
  component: SkeletonText,
} satisfies Meta<typeof SkeletonText>
export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {
  render: (args) => (
    <Box width="420px">
      <SkeletonText {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading' })
    await expect(region).toHaveAttribute('aria-busy', 'true')
  },
}

export const Line: Story = {
  render: () => (
    <Box width="240px">
      <SkeletonText lines={1} label="Loading IP address" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading IP address' })).toBeInTheDocument()
  },
}

export const TextSizes: Story = {
  render: () => (
    <Flex direction="column" gap="5" width="420px">
      {skeletonSizes.map((size) => (
        <SkeletonText key={size} size={size} lines={2} label={`Loading size ${size}`} />
      ))}
    </Flex>
  ),
}

export const Card: Story = {
  render: () => (
    <Box width="360px">
      <SkeletonCard label="Loading virtual machine" />
    </Box>
  ),
}

export const CardSizes: Story = {
  render: () => (
    <Flex gap="4" align="start">
      {skeletonSizes.map((size) => (
        <Box key={size} width="280px">
          <SkeletonCard size={size} label={`Loading card ${size}`} />
        </Box>
      ))}
    </Flex>
  ),
}

export const TableRows: Story = {
  render: () => <SkeletonTable rows={6} columns={5} label="Loading virtual machines" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading virtual machines' })).toBeInTheDocument()
  },
}

/** Rows inside an existing table whose header is already known. */
export const RowsInTable: Story = {
  render: () => (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Location</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Price</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <SkeletonTableRows rows={3} />
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading')).toBeInTheDocument()
  },
}

export const Page: Story = {
  render: () => <SkeletonPage label="Loading compute" />,
}

export const NarrowWidth: Story = {
  render: () => (
    <Box width="360px">
      <SkeletonPage cards={1} rows={3} />
    </Box>
  ),
}

export const Dark: Story = {
  parameters: { appearance: 'dark' },
  render: () => <SkeletonPage />,
}
