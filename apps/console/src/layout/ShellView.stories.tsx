import type { Meta, StoryObj } from '@storybook/react-vite'
import { DashboardIcon, DesktopIcon } from '@radix-ui/react-icons'
import { expect, fn, userEvent, within } from 'storybook/test'
import { billingAccounts, ips, onPhone, priceList, storyLink, vms } from '../stories/helpers'
import { StorySectionList } from '../stories/section-list'
import { dashboardSummary } from '../pages/dashboard/dashboard-summary'
import { DashboardView } from '../pages/dashboard/DashboardView'
import { ShellView } from './ShellView'
import { specScreen } from '@cirrus/app-kit'

const content = (
  <DashboardView
    userName="Ada"
    summary={dashboardSummary({ vms, ips, billingAccounts, priceList })}
    renderLink={storyLink}
  />
)

const meta = {
  title: 'Console/Layout/Shell',
  component: ShellView,
  args: {
    user: { displayName: 'Ada Karu', email: 'ada@example.com' },
    locations: [
      { slug: 'tll01', displayName: 'Tallinn' },
      { slug: 'jhv02', displayName: 'Jõhvi' },
    ],
    currentLocation: 'tll01',
    onLocationChange: fn(),
    supportUrl: null,
    navItems: [
      { id: 'dashboard', label: 'Dashboard', href: '/', icon: <DashboardIcon /> },
      { id: 'compute', label: 'Compute', href: '/compute', icon: <DesktopIcon /> },
    ],
    activeSection: 'compute',
    sidebar: <StorySectionList />,
    sidebarLabel: 'Virtual machines',
    sidebarWidth: 330,
    onSidebarWidthChange: fn(),
    pending: false,
    onSignOut: fn(),
    profileHref: '/profile/',
    renderLink: storyLink,
    children: content,
  },
  parameters: {
    ...specScreen('SPEC §2 "Layout behaviour"', "The console's main layout"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ShellView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(canvas.getByRole('complementary', { name: 'Virtual machines' })).toBeVisible()
    await expect(canvas.getByRole('separator', { name: 'Resize sidebar' })).toHaveAttribute(
      'aria-valuenow',
      '330',
    )
    await expect(canvas.queryByRole('link', { name: 'Support' })).toBeNull()
  },
}

export const WithSupport: Story = {
  args: { supportUrl: 'https://support.cirrus.test/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'https://support.cirrus.test/',
    )
  },
}

export const WideSidebar: Story = { args: { sidebarWidth: 480 } }

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
  },
}

export const SidebarLoading: Story = { args: { sidebar: <StorySectionList loading /> } }

export const SidebarEmpty: Story = { args: { sidebar: <StorySectionList items={[]} /> } }

export const UserMenu: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User menu: Ada Karu' }))
    const menu = within(document.body).getByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeVisible()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull()
  },
}
