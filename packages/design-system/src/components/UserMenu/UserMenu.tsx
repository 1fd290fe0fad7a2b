import { Avatar, Button, DropdownMenu, VisuallyHidden } from '@radix-ui/themes'
import { CaretDownIcon, DashboardIcon, ExitIcon, LockClosedIcon, PersonIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { initials } from './initials'
import { appearancePreferences, type AppearancePreference, type UserMenuIcon } from './UserMenu.variants'
import styles from './UserMenu.module.css'

/** One link of the menu. */
export type UserMenuLink = {
  /** The link's text. */
  label: string
  /** Where it leads. */
  href: string
  /** Its icon. */
  icon: UserMenuIcon
  /** True for a link into another app (the customer console from the admin app): a plain `<a>`, not the router. */
  external?: boolean
}

export type UserMenuProps = {
  /** The signed-in user: the name shown (first and last name, else the email) and the email. */
  user: { displayName: string; email: string }
  /** The links above "Sign out" (Profile in the console; the customer console in the admin app). */
  links: readonly UserMenuLink[]
  /** Signs the user out. */
  onSignOut: () => void
  /** Renders the links with the app's router link; a plain `<a>` by default. */
  renderLink?: RenderLink
  /** The chosen appearance; with `onAppearanceChange` the menu offers Light, Dark and System. */
  appearance?: AppearancePreference
  /** Switches the appearance (the app remembers it). Without it the menu has no appearance choice. */
  onAppearanceChange?: (appearance: AppearancePreference) => void
}

const appearanceLabels = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
} as const satisfies Record<AppearancePreference, string>

const icons = {
  person: <PersonIcon aria-hidden />,
  console: <DashboardIcon aria-hidden />,
  admin: <LockClosedIcon aria-hidden />,
} as const satisfies Record<UserMenuIcon, unknown>

/**
 * The user menu at the end of the top bar (AppShell's `userMenu`): avatar and name, the app's links, the appearance
 * (light, dark or system, issue 18) when the app offers it, sign out.
 */
export function UserMenu({
  user,
  links,
  onSignOut,
  renderLink = defaultRenderLink,
  appearance = 'system',
  onAppearanceChange,
}: UserMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" highContrast>
          <span aria-hidden="true" style={{ display: 'contents' }}>
            <Avatar size="1" radius="full" fallback={initials(user.displayName)} />
          </span>
          <VisuallyHidden>User menu: </VisuallyHidden>
          <span className={styles.hideXs}>{user.displayName}</span>
          <CaretDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {/* Gray 11, not the label's default gray: the e-mail is read, so it meets the 4.5:1 contrast of text. */}
        <DropdownMenu.Label style={{ color: 'var(--gray-11)' }}>{user.email}</DropdownMenu.Label>
        {links.map((link) => {
          const children = (
            <>
              {icons[link.icon]} {link.label}
            </>
          )
          return (
            <DropdownMenu.Item key={link.href} asChild>
              {link.external ? <a href={link.href}>{children}</a> : renderLink({ href: link.href, children })}
            </DropdownMenu.Item>
          )
        })}
        {onAppearanceChange && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Label style={{ color: 'var(--gray-11)' }}>Appearance</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={appearance}
              onValueChange={(value) => {
                const next = appearancePreferences.find((a) => a === value)
                if (next) onAppearanceChange(next)
              }}
            >
              {appearancePreferences.map((a) => (
                <DropdownMenu.RadioItem key={a} value={a}>
                  {appearanceLabels[a]}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onSignOut}>
          <ExitIcon aria-hidden /> Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
