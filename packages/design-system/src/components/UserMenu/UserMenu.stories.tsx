import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { UserMenu } from './UserMenu'

const meta = {
  title: 'Design System/UserMenu',
  component: UserMenu,
  args: {
    user: { displayName: 'Alice Smith', email: 'alice@example.com' },
    links: [{ label: 'Profile', href: '/profile', icon: 'person' }],
    onSignOut: fn(),
  },
} satisfies Meta<typeof UserMenu>
export default meta
type Story = StoryObj<typeof meta>

/** Closed: the avatar's initials and the name. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'User menu: Alice Smith' })).toBeVisible()
  },
}

/** Open: the email, the app's links and "Sign out", which signs out. */
export const Open: Story = {
  parameters: {
    // While the menu is open Radix hides the rest of the page (aria-hidden) and traps focus in the menu; axe cannot
    // see the trap and flags the hidden trigger (as Select's Open story).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User menu: Alice Smith' }))
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu')
    await expect(within(menu).getByText('alice@example.com')).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))
    await expect(args.onSignOut).toHaveBeenCalled()
  },
}

/** The admin app's menu: a plain link back to the customer console (another app). */
export const AdminApp: Story = {
  parameters: {
    // While the menu is open Radix hides the rest of the page (aria-hidden) and traps focus in the menu; axe cannot
    // see the trap and flags the hidden trigger (as Select's Open story).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  args: {
    user: { displayName: 'admin@cirrus.test', email: 'admin@cirrus.test' },
    links: [{ label: 'Customer console', href: '/', icon: 'console', external: true }],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User menu: admin@cirrus.test' }))
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'Customer console' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}

/** With the appearance choice (issue 18): the current one is checked; choosing another switches it. */
export const AppearanceChoice: Story = {
  parameters: {
    // As Open: Radix hides the page behind the open menu, which axe cannot see as a focus trap.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  args: { appearance: 'dark', onAppearanceChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User menu: Alice Smith' }))
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toBeChecked()
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).not.toBeChecked()
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light' }))
    await expect(args.onAppearanceChange).toHaveBeenCalledWith('light')
  },
}
