import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SideNav } from './SideNav'
import { adminEntries, consoleSections } from './fixtures'

const frame = { display: 'inline-flex', background: 'var(--color-panel-solid)' } as const

const meta = {
  title: 'Design System/SideNav',
  component: SideNav,
  args: { entries: consoleSections, activeId: 'compute' },
  // SideNav renders lists of links; the nav landmark comes from AppShell's nav slot, stood in for here.
  decorators: [
    (Story, { args }) =>
      args.orientation === 'horizontal' ? (
        <nav aria-label="Main" style={{ ...frame, width: 360, borderTop: '1px solid var(--gray-a5)' }}>
          <Story />
        </nav>
      ) : (
        <nav
          aria-label="Main"
          style={{ ...frame, height: 560, paddingTop: 8, borderRight: '1px solid var(--gray-a5)' }}
        >
          <Story />
        </nav>
      ),
  ],
} satisfies Meta<typeof SideNav>
export default meta
type Story = StoryObj<typeof meta>

export const Compact: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(9)
    await expect(canvas.getByRole('link', { name: 'Compute' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Disks' })).not.toHaveAttribute('aria-current')
  },
}

export const CompactTooltip: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Network' }))
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Network'))
  },
}

export const Expanded: Story = {
  args: { mode: 'expanded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bare metal')).toBeVisible()
  },
}

export const HiddenEntries: Story = {
  // The app leaves out sections whose feature is disabled; the nav shows what it gets (SPEC §2).
  args: {
    mode: 'expanded',
    entries: consoleSections.filter((s) => !['metal', 'services', 'storage'].includes(s.id)),
    activeId: 'dashboard',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6)
    await expect(canvas.queryByRole('link', { name: 'Bare metal' })).toBeNull()
  },
}

export const WithGroups: Story = {
  args: { entries: adminEntries, activeId: 'reports', mode: 'expanded' },
  play: async ({ canvas }) => {
    const billing = canvas.getByRole('button', { name: 'Billing' })
    await expect(billing).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('list', { name: 'Billing' })).toBeVisible()
    // "Platform" starts closed: its links are not shown.
    await expect(canvas.getByRole('button', { name: 'Platform' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Users' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Platform' }))
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible()
    await userEvent.click(billing)
    await expect(canvas.queryByRole('link', { name: 'Price Lists' })).toBeNull()
  },
}

/** The app keeps the folded groups (the admin app's local storage): a heading click reports the new list. */
export const ControlledGroups: Story = {
  args: {
    entries: adminEntries,
    activeId: 'vms',
    mode: 'expanded',
    collapsedGroups: ['billing'],
    onCollapsedGroupsChange: fn(),
  },
  play: async ({ canvas, args }) => {
    // "Platform" would start closed by itself; the app's list (only Billing folded) wins.
    await expect(canvas.getByRole('button', { name: 'Platform' })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: 'Price Lists' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Billing' }))
    await expect(args.onCollapsedGroupsChange).toHaveBeenCalledWith([])
    await userEvent.click(canvas.getByRole('button', { name: 'Compute' }))
    await expect(args.onCollapsedGroupsChange).toHaveBeenCalledWith(['billing', 'compute'])
  },
}

export const CompactWithGroups: Story = {
  args: { entries: adminEntries, activeId: 'hosts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Compute' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Hypervisors' })).toHaveAttribute('aria-current', 'page')
  },
}

export const WithModeToggle: Story = {
  args: { onModeChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }))
    await expect(args.onModeChange).toHaveBeenCalledWith('expanded')
  },
}

export const ExpandedWithModeToggle: Story = {
  args: { entries: adminEntries, activeId: 'vms', mode: 'expanded', onModeChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }))
    await expect(args.onModeChange).toHaveBeenCalledWith('compact')
  },
}

export const RouterLinks: Story = {
  // The app passes its router's Link through renderLink; this stand-in marks the links it drew.
  args: {
    renderLink: ({ href, children, ...rest }) => (
      <a href={href} data-router-link="" {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).toHaveAttribute('data-router-link')
  },
}

export const LongText: Story = {
  args: {
    mode: 'expanded',
    activeId: 'long',
    entries: [
      ...consoleSections.slice(0, 3),
      {
        id: 'long',
        label: 'Managed Kubernetes clusters in every availability zone',
        href: '/services',
        icon: consoleSections[6]!.icon,
      },
    ],
  },
}

export const Horizontal: Story = {
  // The mobile bar (AppShell below md lays the nav out like this).
  args: { orientation: 'horizontal', entries: consoleSections.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Storage')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Compute' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Dark: Story = {
  args: { entries: adminEntries, activeId: 'accounts', mode: 'expanded' },
  parameters: { appearance: 'dark' },
}
