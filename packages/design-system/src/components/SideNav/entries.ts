import type { ReactNode } from 'react'

/** One link of the nav. */
export type SideNavItem = {
  /** Stable id; `activeId` refers to it. */
  id: string
  /** Visible label (expanded mode, mobile bar) and the accessible name and tooltip in compact mode. */
  label: string
  /** Where the entry leads. */
  href: string
  /** An icon, e.g. from @radix-ui/react-icons; decorative (the label names the link). */
  icon: ReactNode
}

/** A titled group of links (the admin menu). */
export type SideNavGroup = {
  /** Stable id. */
  id: string
  /** The group's heading. */
  heading: string
  /** The group's links. */
  items: readonly SideNavItem[]
  /** Whether the heading folds the group away (expanded mode only). @default true */
  collapsible?: boolean
  /** Whether the group starts open. A group holding the active entry always starts open. @default true */
  defaultOpen?: boolean
}

/** A top-level entry: a link, or a group of links. */
export type SideNavEntry = SideNavItem | SideNavGroup

/** True for a group entry. */
export function isSideNavGroup(entry: SideNavEntry): entry is SideNavGroup {
  return 'items' in entry
}

/** Every link in display order, groups flattened (the mobile bar has no group headings). */
export function flattenEntries(entries: readonly SideNavEntry[]): SideNavItem[] {
  return entries.flatMap((entry) => (isSideNavGroup(entry) ? [...entry.items] : [entry]))
}

/** The ids of the groups that start open: those open by default, and the one holding the active entry. */
export function initiallyOpenGroups(
  entries: readonly SideNavEntry[],
  activeId: string | undefined,
): Set<string> {
  const open = new Set<string>()
  for (const entry of entries) {
    if (!isSideNavGroup(entry)) continue
    const holdsActive = activeId !== undefined && entry.items.some((item) => item.id === activeId)
    if (holdsActive || entry.defaultOpen !== false || entry.collapsible === false) open.add(entry.id)
  }
  return open
}
