// Story fixtures: the console's side nav sections (SPEC §2 "Side nav sections") and the admin menu's groups.
import {
  ArchiveIcon,
  BarChartIcon,
  CardStackIcon,
  CubeIcon,
  DashboardIcon,
  DesktopIcon,
  DiscIcon,
  GearIcon,
  GlobeIcon,
  LayersIcon,
  LockClosedIcon,
  PersonIcon,
  QuestionMarkCircledIcon,
  TokensIcon,
} from '@radix-ui/react-icons'
import type { SideNavEntry, SideNavItem } from './entries'

export const consoleSections: SideNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/', icon: <DashboardIcon /> },
  { id: 'compute', label: 'Compute', href: '/compute', icon: <DesktopIcon /> },
  { id: 'disks', label: 'Disks', href: '/disks', icon: <DiscIcon /> },
  { id: 'metal', label: 'Bare metal', href: '/metal', icon: <CubeIcon /> },
  { id: 'storage', label: 'Storage', href: '/storage', icon: <ArchiveIcon /> },
  { id: 'network', label: 'Network', href: '/network', icon: <GlobeIcon /> },
  { id: 'services', label: 'Services', href: '/services', icon: <LayersIcon /> },
  { id: 'access', label: 'Access', href: '/access', icon: <LockClosedIcon /> },
  { id: 'billing', label: 'Billing', href: '/billing', icon: <CardStackIcon /> },
]

export const adminEntries: SideNavEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/admin', icon: <DashboardIcon /> },
  {
    id: 'compute',
    heading: 'Compute',
    items: [
      { id: 'vms', label: 'Virtual machines', href: '/admin/virtual_machines', icon: <DesktopIcon /> },
      { id: 'hosts', label: 'Hypervisors', href: '/admin/hosts', icon: <CubeIcon /> },
      { id: 'images', label: 'Images', href: '/admin/vm_images', icon: <DiscIcon /> },
    ],
  },
  {
    id: 'billing',
    heading: 'Billing',
    items: [
      { id: 'accounts', label: 'Billing Accounts', href: '/admin/accounts', icon: <CardStackIcon /> },
      { id: 'reports', label: 'Invoices & Reports', href: '/admin/reports', icon: <BarChartIcon /> },
      { id: 'prices', label: 'Price Lists', href: '/admin/prices', icon: <TokensIcon /> },
    ],
  },
  {
    id: 'platform',
    heading: 'Platform',
    defaultOpen: false,
    items: [
      { id: 'users', label: 'Users', href: '/admin/users', icon: <PersonIcon /> },
      {
        id: 'configuration',
        label: 'Platform Configuration',
        href: '/admin/configuration',
        icon: <GearIcon />,
      },
      { id: 'help', label: 'Help', href: '/admin/help', icon: <QuestionMarkCircledIcon /> },
    ],
  },
]
