import { useRef, useState } from 'react'
import { Command } from 'cmdk'
import { Dialog, VisuallyHidden } from '@radix-ui/themes'
import { ClockIcon, CubeIcon, LightningBoltIcon } from '@radix-ui/react-icons'
import { groupItems, type CommandPaletteItem } from './group-items'
import type { CommandPaletteItemKind } from './CommandPalette.variants'
import styles from './CommandPalette.module.css'

/** Props of {@link CommandPalette}. */
export type CommandPaletteProps = {
  /** Whether the palette is open. */
  open: boolean
  /** Opens or closes it (Escape, a click outside, or after a choice). */
  onOpenChange: (open: boolean) => void
  /** The typed query. */
  query: string
  /** Called on every keystroke; the app ranks its entries and passes the new `items`. */
  onQueryChange: (query: string) => void
  /** The results, best first, already ranked and limited by the app (the palette renders them as given). */
  items: readonly CommandPaletteItem[]
  /** Runs a chosen item (Enter or a click). The palette closes itself first. */
  onSelect: (item: CommandPaletteItem) => void
  /** True while the resources are still being read: shown below the items found so far. */
  loading?: boolean
  /** The dialog's accessible name. @default 'Command palette' */
  title?: string
  /** The search field's placeholder. @default 'Search resources and actions…' */
  placeholder?: string
  /** Shown when nothing matches. @default 'No results' */
  emptyText?: string
  /** Shown while loading. @default 'Loading resources…' */
  loadingText?: string
  /** A hint below the list (keys to use). @default '↑↓ to move · Enter to choose · Esc to close' */
  hint?: string
}

const icons = {
  resource: <CubeIcon aria-hidden />,
  action: <LightningBoltIcon aria-hidden />,
  recent: <ClockIcon aria-hidden />,
} as const satisfies Record<CommandPaletteItemKind, unknown>

/**
 * The command palette (⌘K / Ctrl+K, issue 18): a dialog with one search field and the app's ranked results in
 * groups; arrows move, Enter chooses, Escape closes — keyboard only from open to done. Built on cmdk (its list
 * navigation and ARIA combobox) inside a Radix Themes dialog; the palette does not filter: the app ranks.
 */
export function CommandPalette({
  open,
  onOpenChange,
  query,
  onQueryChange,
  items,
  onSelect,
  loading = false,
  title = 'Command palette',
  placeholder = 'Search resources and actions…',
  emptyText = 'No results',
  loadingText = 'Loading resources…',
  hint = '↑↓ to move · Enter to choose · Esc to close',
}: CommandPaletteProps) {
  const groups = groupItems(items)
  const inputRef = useRef<HTMLInputElement>(null)
  // The highlighted item, kept by id: when the results change under it (a list refreshed by a live update while
  // the palette is open), the same item stays highlighted, or the first one when it is gone — never none, so
  // Enter always chooses what the list shows first after a new query.
  const [highlighted, setHighlighted] = useState('')
  const shownIds = groups.flatMap((g) => g.items.map((item) => item.id))
  const current = shownIds.includes(highlighted) ? highlighted : (shownIds[0] ?? '')
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* At the top (align start), so its place does not move as the list grows or shrinks with the query. */}
      <Dialog.Content
        align="start"
        maxWidth="640px"
        className={styles.content}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Focus the search field without selecting its text (the default focus selects it).
          event.preventDefault()
          inputRef.current?.focus()
        }}
      >
        <VisuallyHidden>
          <Dialog.Title>{title}</Dialog.Title>
        </VisuallyHidden>
        <Command label={title} shouldFilter={false} loop value={current} onValueChange={setHighlighted}>
          <Command.Input
            ref={inputRef}
            className={styles.input}
            value={query}
            onValueChange={(next) => {
              setHighlighted('')
              onQueryChange(next)
            }}
            placeholder={placeholder}
            aria-label={title}
          />
          {/* An empty listbox is not allowed (axe): without items the list is hidden; the states show beside it. */}
          <Command.List className={styles.list} label="Results" hidden={items.length === 0}>
            {groups.map(({ group, items: groupItemsList }) => (
              <Command.Group key={group} heading={group}>
                {groupItemsList.map((item) => (
                  <Command.Item
                    key={item.id}
                    value={item.id}
                    className={styles.item}
                    onSelect={() => {
                      onOpenChange(false)
                      onSelect(item)
                    }}
                  >
                    {icons[item.kind]}
                    <span>{item.title}</span>
                    {item.detail && <span className={styles.detail}>{item.detail}</span>}
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
          <div role="status">
            {loading ? (
              <div className={styles.loading}>{loadingText}</div>
            ) : (
              items.length === 0 && <div className={styles.empty}>{emptyText}</div>
            )}
          </div>
        </Command>
        <div className={styles.footer} aria-hidden="true">
          {hint}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
