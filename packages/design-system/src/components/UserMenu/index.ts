export { UserMenu, type UserMenuProps, type UserMenuLink } from './UserMenu'
export {
  appearancePreferences,
  userMenuIcons,
  type AppearancePreference,
  type UserMenuIcon,
} from './UserMenu.variants'
export { initials } from './initials'
