export { SideNav, type SideNavProps } from './SideNav'
export { sideNavModes, type SideNavMode } from './SideNav.variants'
export { isSideNavGroup, type SideNavEntry, type SideNavGroup, type SideNavItem } from './entries'
