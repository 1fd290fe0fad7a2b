import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Heading, Box } from '@radix-ui/themes'
import { expect, fn, userEvent, within } from 'storybook/test'
import { onPhone, storyLink } from '@cirrus/app-kit'
import type { SideNavMode } from '@cirrus/design-system'
import { ADMIN_GROUPS, ADMIN_PAGES, adminMenu } from '../menu'
import { AdminShellView, type AdminShellViewProps } from './AdminShellView'
import { specScreen } from '@cirrus/app-kit'

/** Every page of SPEC §2 built: the full menu. */
const everyPage = new Set(ADMIN_PAGES.map((p) => p.id))

/** The shell with its mode and folded groups kept in state, as the layout keeps them in local storage. */
function Stateful(props: AdminShellViewProps) {
  const [mode, setMode] = useState<SideNavMode>(props.mode)
  const [collapsed, setCollapsed] = useState<string[]>([...props.collapsedGroups])
  return (
    <AdminShellView
      {...props}
      mode={mode}
      onModeChange={(m) => {
        setMode(m)
        props.onModeChange(m)
      }}
      collapsedGroups={collapsed}
      onCollapsedGroupsChange={(ids) => {
        setCollapsed(ids)
        props.onCollapsedGroupsChange(ids)
      }}
    />
  )
}

const meta = {
  title: 'Admin/Layout/Shell',
  component: AdminShellView,
  render: (args) => <Stateful {...args} />,
  args: {
    user: { displayName: 'Cirrus Administrator', email: 'admin@cirrus.test' },
    entries: adminMenu({ bareMetal: true }),
    activeId: 'dashboard',
    mode: 'expanded',
    onModeChange: fn(),
    collapsedGroups: [],
    onCollapsedGroupsChange: fn(),
    consoleHref: '/',
    onSignOut: fn(),
    renderLink: storyLink,
    height: '700px',
    children: (
      <Box p="5">
        <Heading as="h1">Dashboard</Heading>
      </Box>
    ),
  },
  parameters: {
    ...specScreen('SPEC §2 admin app, side menu', "The admin app's layout"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof AdminShellView>
export default meta
type Story = StoryObj<typeof meta>

/** What the admin app has today: the built pages only. */
export const Built: Story = {
  tags: ['dark'],
  // Tall enough for the whole menu: a picture never depends on where the side nav's own scroll rests.
  args: { height: '1400px' },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Admin menu' })
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Cirrus Admin' })).toBeVisible()
  },
}

/** Every admin route of SPEC §2 built, in its group. */
export const EveryGroup: Story = {
  args: { entries: adminMenu({ bareMetal: true, built: everyPage }), activeId: 'hosts', height: '1400px' },
  play: async ({ canvas }) => {
    for (const { heading } of ADMIN_GROUPS) {
      await expect(canvas.getByRole('button', { name: heading })).toHaveAttribute('aria-expanded', 'true')
    }
    await expect(canvas.getByRole('link', { name: 'Hypervisors' })).toHaveAttribute('aria-current', 'page')
  },
}

/** The admin bare-metal flag off: no Metal group (SPEC §6). */
export const WithoutBareMetal: Story = {
  args: { entries: adminMenu({ bareMetal: false, built: everyPage }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Metal' })).toBeNull()
  },
}

/** Groups the administrator folded earlier stay folded. */
export const FoldedGroups: Story = {
  args: { entries: adminMenu({ bareMetal: true, built: everyPage }), collapsedGroups: ['billing', 'metal'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Users & billing' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(canvas.queryByRole('link', { name: 'Users' })).toBeNull()
  },
}

/** The compact mode: icons with tooltips; the switch back is at the foot of the menu. */
export const Compact: Story = {
  args: { entries: adminMenu({ bareMetal: true, built: everyPage }), mode: 'compact', height: '1400px' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Virtual machines' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }))
    await expect(args.onModeChange).toHaveBeenCalledWith('expanded')
    await expect(canvas.getByRole('button', { name: 'Compute' })).toBeVisible()
  },
}

/** The user menu: back to the customer console (another app), sign out. */
export const UserMenuOpen: Story = {
  parameters: {
    // While the menu is open Radix hides the rest of the page (aria-hidden) and traps focus in the menu; axe cannot
    // see the trap and flags the hidden trigger (as Select's Open story).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User menu: Cirrus Administrator' }))
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'Customer console' })).toHaveAttribute(
      'href',
      '/',
    )
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))
    await expect(args.onSignOut).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  ...onPhone,
  args: { entries: adminMenu({ bareMetal: true }), height: '100dvh' },
}
