import { useId, useState } from 'react'
import { Tooltip } from '@radix-ui/themes'
import { ChevronDownIcon, DoubleArrowLeftIcon, DoubleArrowRightIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { useAppShellLayout } from '../AppShell/app-shell-context'
import type { NavOrientation } from '../AppShell/AppShell.variants'
import {
  flattenEntries,
  initiallyOpenGroups,
  isSideNavGroup,
  type SideNavEntry,
  type SideNavItem,
} from './entries'
import type { SideNavMode } from './SideNav.variants'
import styles from './SideNav.module.css'

export type SideNavProps = {
  /**
   * The entries to show, in order: links and titled groups of links. The nav renders exactly what it gets:
   * the app leaves out the sections whose feature is disabled (SPEC §2 "Side nav sections").
   */
  entries: readonly SideNavEntry[]
  /** The id of the entry for the current page; it is marked `aria-current="page"`. */
  activeId?: string
  /** Icons with tooltips, or icons with labels. @default 'compact' */
  mode?: SideNavMode
  /**
   * Given, the nav ends with a button that switches the mode, and reports the new one (the admin app keeps it
   * in local storage, SPEC §2). Without it there is no such button.
   */
  onModeChange?: (mode: SideNavMode) => void
  /**
   * A column, or a bar of icons with small labels (the mobile layout). Inside an AppShell it follows the shell's
   * layout. @default the AppShell's nav orientation, else 'vertical'
   */
  orientation?: NavOrientation
  /** Renders each link; pass one that returns the router's `<Link>`. @default a plain `<a>` */
  renderLink?: RenderLink
  /**
   * The ids of the groups folded away, when the app keeps them (the admin app saves them in local storage,
   * SPEC §2). Given, the nav is controlled: a click on a heading reports the new list through
   * `onCollapsedGroupsChange`. @default the nav keeps them itself, starting from each group's `defaultOpen`
   */
  collapsedGroups?: readonly string[]
  /** Called with the new list of folded groups when the user folds or unfolds one. */
  onCollapsedGroupsChange?: (ids: string[]) => void
}

/**
 * The side icon nav. Put it in AppShell's `nav` slot, which provides the nav landmark; SideNav itself renders
 * lists of links. Groups with a heading can be folded away in expanded mode.
 */
export function SideNav({
  entries,
  activeId,
  mode = 'compact',
  onModeChange,
  orientation,
  renderLink = defaultRenderLink,
  collapsedGroups,
  onCollapsedGroupsChange,
}: SideNavProps) {
  const shell = useAppShellLayout()
  const direction = orientation ?? shell?.navOrientation ?? 'vertical'
  const [ownOpenGroups, setOpenGroups] = useState(() => initiallyOpenGroups(entries, activeId))
  const isOpen = (id: string) => (collapsedGroups ? !collapsedGroups.includes(id) : ownOpenGroups.has(id))
  const idPrefix = useId()

  const link = (item: SideNavItem) => {
    const active = item.id === activeId
    const showLabel = direction === 'horizontal' || mode === 'expanded'
    const element = renderLink({
      href: item.href,
      className: styles.link,
      'aria-current': active ? 'page' : undefined,
      'aria-label': showLabel ? undefined : item.label,
      children: (
        <>
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
          {showLabel && <span className={styles.label}>{item.label}</span>}
        </>
      ),
    })
    return (
      <li key={item.id} className={styles.item}>
        {showLabel ? (
          element
        ) : (
          <Tooltip content={item.label} side="right">
            {element}
          </Tooltip>
        )}
      </li>
    )
  }

  if (direction === 'horizontal') {
    return (
      <div className={styles.root} data-orientation="horizontal">
        <ul className={styles.list}>{flattenEntries(entries).map(link)}</ul>
      </div>
    )
  }

  const toggleGroup = (id: string) => {
    if (collapsedGroups) {
      onCollapsedGroupsChange?.(
        collapsedGroups.includes(id) ? collapsedGroups.filter((g) => g !== id) : [...collapsedGroups, id],
      )
      return
    }
    setOpenGroups((open) => {
      const next = new Set(open)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  return (
    <div className={styles.root} data-orientation="vertical" data-mode={mode}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          if (!isSideNavGroup(entry)) return link(entry)
          const headingId = `${idPrefix}-${entry.id}-heading`
          const listId = `${idPrefix}-${entry.id}-list`
          const collapsible = mode === 'expanded' && entry.collapsible !== false
          const open = !collapsible || isOpen(entry.id)
          return (
            <li key={entry.id} className={styles.group}>
              {mode === 'compact' ? (
                <div className={styles.groupRule} aria-hidden="true" />
              ) : collapsible ? (
                <button
                  type="button"
                  id={headingId}
                  className={styles.groupHeading}
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => toggleGroup(entry.id)}
                >
                  <span className={styles.groupTitle}>{entry.heading}</span>
                  <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
                </button>
              ) : (
                <div id={headingId} className={styles.groupHeading}>
                  <span className={styles.groupTitle}>{entry.heading}</span>
                </div>
              )}
              <ul
                id={listId}
                className={styles.list}
                hidden={!open}
                aria-label={mode === 'compact' ? entry.heading : undefined}
                aria-labelledby={mode === 'compact' ? undefined : headingId}
              >
                {entry.items.map(link)}
              </ul>
            </li>
          )
        })}
      </ul>
      {onModeChange && (
        <div className={styles.footer}>
          {mode === 'compact' ? (
            <Tooltip content="Expand menu" side="right">
              <button
                type="button"
                className={styles.link}
                aria-label="Expand menu"
                onClick={() => onModeChange('expanded')}
              >
                <span className={styles.icon} aria-hidden="true">
                  <DoubleArrowRightIcon />
                </span>
              </button>
            </Tooltip>
          ) : (
            <button type="button" className={styles.link} onClick={() => onModeChange('compact')}>
              <span className={styles.icon} aria-hidden="true">
                <DoubleArrowLeftIcon />
              </span>
              <span className={styles.label}>Collapse menu</span>
            </button>
          )}
        </div>
      )}
    </div>
  )
}
