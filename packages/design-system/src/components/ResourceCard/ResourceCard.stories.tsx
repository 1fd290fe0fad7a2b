import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Button, Flex, Grid } from '@radix-ui/themes'
import { DesktopIcon, PlayIcon, StopIcon } from '@radix-ui/react-icons'
import { expect } from 'storybook/test'
import { ResourceCard } from './ResourceCard'
import { resourceCardSizes } from './ResourceCard.variants'
import { StatusBadge } from '../StatusBadge'
import { Price } from '../Price'
import { KeyValueList } from '../KeyValueList'
import { EmptyState } from '../EmptyState'
import type { RenderLink } from '../../utils/render-link'

const facts = (
  <KeyValueList
    size="1"
    orientation="horizontal"
    labelWidth="96px"
    items={[
      { label: 'vCPU', value: <span className="cirrus-tabular">4</span> },
      { label: 'Memory', value: <span className="cirrus-tabular">8 GB</span> },
      { label: 'Disk', value: <span className="cirrus-tabular">80 GB</span> },
      { label: 'Private IPv4', value: <span className="cirrus-tabular">10.12.0.15</span> },
    ]}
  />
)

const actions = (
  <>
    <Button size="1" variant="soft">
      <StopIcon aria-hidden />
      Stop
    </Button>
    <Button size="1" variant="soft" color="gray" highContrast>
      Console
    </Button>
  </>
)

/** Stands in for the app's router link in stories. */
const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={`#router${href}`} data-router-link="" {...rest}>
    {children}
  </a>
)

const meta = {
  title: 'Design System/ResourceCard',
  component: ResourceCard,
  args: {
    title: 'web-frontend-01',
    href: '/compute/vm/tll1/5f3a1c2e/',
    subtitle: 'Tallinn (tll1) · Ubuntu 24.04',
    status: <StatusBadge status="running" />,
    price: <Price amount={0.0456} currency="EUR" />,
    children: facts,
    actions,
  },
  render: (args) => (
    <Box width="380px">
      <ResourceCard {...args} />
    </Box>
  ),
} satisfies Meta<typeof ResourceCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'web-frontend-01' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'web-frontend-01' })).toHaveAttribute(
      'href',
      '/compute/vm/tll1/5f3a1c2e/',
    )
  },
}

export const RouterLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'web-frontend-01' })).toHaveAttribute('data-router-link')
  },
}

export const Stopped: Story = {
  args: {
    status: <StatusBadge status="stopped" />,
    price: <Price amount={0.0032} currency="EUR" />,
    actions: (
      <Button size="1" variant="soft">
        <PlayIcon aria-hidden />
        Start
      </Button>
    ),
  },
}

/** A dashboard summary of a kind, leading to its list. */
export const WithViewAll: Story = {
  args: {
    title: 'Virtual machines',
    href: undefined,
    subtitle: '4 in Tallinn (tll1)',
    status: undefined,
    price: <Price amount={0.1824} currency="EUR" />,
    actions: undefined,
    viewAllHref: '/compute',
    children: (
      <KeyValueList
        size="1"
        orientation="horizontal"
        labelWidth="96px"
        items={[
          { label: 'Running', value: <StatusBadge status="running" label="3" /> },
          { label: 'Stopped', value: <StatusBadge status="stopped" label="1" /> },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View all Virtual machines' })).toHaveAttribute(
      'href',
      '/compute',
    )
  },
}

export const Minimal: Story = {
  args: { subtitle: undefined, status: undefined, price: undefined, children: undefined, actions: undefined },
}

export const PriceUnavailable: Story = { args: { price: <Price amount={null} currency="EUR" /> } }

export const Empty: Story = {
  args: {
    title: 'Disks',
    href: undefined,
    subtitle: 'Tallinn (tll1)',
    status: undefined,
    price: undefined,
    actions: undefined,
    viewAllHref: '/disks',
    children: (
      <EmptyState
        size="1"
        title="No disks"
        description="Add a disk to store data apart from a virtual machine."
        actionLabel="Create disk"
        actionHref="/disks/create"
      />
    ),
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading web-frontend-01' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Error: Story = {
  args: {
    status: undefined,
    price: undefined,
    actions: undefined,
    error: 'Could not load this virtual machine. Try again in a moment.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load')
  },
}

export const LongText: Story = {
  args: {
    title: 'customer-analytics-batch-processing-worker-node-with-an-unusually-long-name-0001',
    subtitle: 'Jakarta South (jkt2-availability-zone-b) · Windows Server 2022 Datacenter Edition',
    status: <StatusBadge status="reinstalling" />,
    price: <Price range={{ min: 0.0456, max: 1.2345 }} amount={null} currency="IDR" />,
    viewAllHref: '/compute',
  },
}

export const NarrowWidth: Story = {
  render: (args) => (
    <Box width="300px">
      <ResourceCard {...args} viewAllHref="/compute" />
    </Box>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex gap="4" align="start">
      {resourceCardSizes.map((size) => (
        <Box key={size} width="300px">
          <ResourceCard {...args} size={size} title={`web-frontend-0${size}`} />
        </Box>
      ))}
    </Flex>
  ),
}

/** Cards in a responsive grid, as on the dashboard. */
export const Grid3: Story = {
  name: 'Grid',
  render: (args) => (
    <Grid columns="repeat(auto-fill, minmax(280px, 1fr))" gap="4" width="920px">
      <ResourceCard {...args} />
      <ResourceCard
        {...args}
        title="db-primary"
        subtitle="Tallinn (tll1) · Debian 12"
        status={<StatusBadge status="stopped" />}
        price={<Price amount={0.0032} currency="EUR" />}
      />
      <ResourceCard
        {...args}
        title="Virtual machines"
        href={undefined}
        subtitle={
          <Flex as="span" align="center" gap="1">
            <DesktopIcon aria-hidden /> 4 machines
          </Flex>
        }
        status={undefined}
        actions={undefined}
        viewAllHref="/compute"
      />
    </Grid>
  ),
}

export const Dark: Story = { args: { viewAllHref: '/compute' }, parameters: { appearance: 'dark' } }
