import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Card, Flex } from '@radix-ui/themes'
import { DesktopIcon, GlobeIcon, LockClosedIcon } from '@radix-ui/react-icons'
import { expect, fn, userEvent } from 'storybook/test'
import { EmptyState } from './EmptyState'
import { emptyStateSizes } from './EmptyState.variants'

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: {
    icon: <DesktopIcon width="22" height="22" />,
    title: 'No virtual machines',
    description: 'Create a virtual machine to run your workloads. You pay for it by the hour.',
    actionLabel: 'Create virtual machine',
    actionHref: '/compute/create',
  },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No virtual machines' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create virtual machine' })).toHaveAttribute(
      'href',
      '/compute/create',
    )
  },
}

export const WithCallback: Story = {
  args: { actionHref: undefined, onAction: fn(), actionLabel: 'Generate access key' },
  render: (args) => (
    <EmptyState
      {...args}
      icon={<LockClosedIcon width="22" height="22" />}
      title="No storage access keys"
      description="Generate a key to reach your buckets with any S3 client."
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate access key' }))
    await expect(args.onAction).toHaveBeenCalledOnce()
  },
}

/** The app passes its router's link; the design system renders it with Radix `asChild`. */
export const RouterLink: Story = {
  args: {
    renderLink: ({ href, children, ...rest }) => (
      <a href={`#router${href}`} data-router-link="" {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Create virtual machine' })
    await expect(link).toHaveAttribute('data-router-link')
    await expect(link).toHaveAttribute('href', '#router/compute/create')
  },
}

export const NoAction: Story = {
  args: {
    icon: <GlobeIcon width="22" height="22" />,
    title: 'No IP addresses in this location',
    description: 'Choose another location above to see its IP addresses.',
    actionLabel: undefined,
    actionHref: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const NoIcon: Story = { args: { icon: undefined } }

export const LongText: Story = {
  args: {
    title: 'No managed services in the selected billing account and location',
    description:
      'Managed services run databases and Kubernetes clusters for you. Create one, choose its size and location, and it is billed to the selected billing account by the hour until you delete it.',
    actionLabel: 'Create managed service in this billing account',
  },
}

export const NarrowWidth: Story = {
  render: (args) => (
    <Box width="320px">
      <Card>
        <EmptyState {...args} size="1" />
      </Card>
    </Box>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="4">
      {emptyStateSizes.map((size) => (
        <Card key={size}>
          <EmptyState {...args} size={size} actionLabel={`Create virtual machine (size ${size})`} />
        </Card>
      ))}
    </Flex>
  ),
}

export const Dark: Story = { parameters: { appearance: 'dark' } }
