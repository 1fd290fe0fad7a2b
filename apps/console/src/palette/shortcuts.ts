/**
 * The console's keyboard shortcuts (issue 18; the README lists them): what each does and where `c` creates.
 * The matching (sequences, never in text fields or dialogs) is the design system's `useKeyboardShortcuts`.
 */
import type { KeyboardShortcut } from '@cirrus/design-system'
import { VM_CREATE_PATH } from '../pages/compute/paths'
import { DISK_CREATE_PATH } from '../pages/disks/paths'
import { BUCKET_CREATE_PATH } from '../pages/storage/paths'
import { METAL_CREATE_PATH } from '../pages/metal/paths'
import { NETWORK_CREATE_PATH } from '../pages/network/paths'
import { SERVICE_CREATE_PATH } from '../pages/services/paths'
import { BILLING_CREATE_PATH } from '../pages/billing/paths'

/** A console shortcut: its id (what it runs), keys and description. */
export type ConsoleShortcut = KeyboardShortcut & {
  id: 'help' | 'dashboard' | 'compute' | 'create' | 'filter'
}

/** Every single-key shortcut of the console, in the order the `?` dialog lists them. */
export const SHORTCUTS: readonly ConsoleShortcut[] = [
  { id: 'help', keys: ['?'], description: 'Show the keyboard shortcuts' },
  { id: 'dashboard', keys: ['g', 'd'], description: 'Go to the dashboard' },
  { id: 'compute', keys: ['g', 'c'], description: 'Go to compute' },
  { id: 'create', keys: ['c'], description: 'Create in the current section' },
  { id: 'filter', keys: ['/'], description: 'Focus the table filter' },
]

const CREATE_PATHS: Readonly<Record<string, string>> = {
  compute: VM_CREATE_PATH,
  dashboard: VM_CREATE_PATH,
  disks: DISK_CREATE_PATH,
  storage: BUCKET_CREATE_PATH,
  metal: METAL_CREATE_PATH,
  network: NETWORK_CREATE_PATH,
  services: SERVICE_CREATE_PATH,
  billing: BILLING_CREATE_PATH,
}

/** Where `c` leads in a section; null where there is nothing to create (access, profile). */
export function createPathOfSection(section: string): string | null {
  return CREATE_PATHS[section] ?? null
}

/**
 * Focuses the page's table filter (the first search box in the main content, else anywhere); false when the
 * page has none.
 */
export function focusTableFilter(doc: Document): boolean {
  const box =
    doc.querySelector<HTMLInputElement>('#main-content input[type="search"]') ??
    doc.querySelector<HTMLInputElement>('input[type="search"]')
  if (!box) return false
  box.focus()
  box.select()
  return true
}
