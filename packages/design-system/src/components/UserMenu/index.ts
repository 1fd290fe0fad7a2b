export { UserMenu, type UserMenuProps, type UserMenuLink } from './UserMenu'
export { userMenuIcons, type UserMenuIcon } from './UserMenu.variants'
export { initials } from './initials'
