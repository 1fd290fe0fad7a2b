/**
 * ⌘K / Ctrl+K in the admin app (issue 18): opens the admin command palette (its chunk loaded on demand, then
 * kept), and `?` lists the shortcuts. Rendered once by the admin layout.
 */
import { lazy, Suspense, useState } from 'react'
import { KeyboardShortcutsDialog, useKeyboardShortcuts, type SideNavEntry } from '@cirrus/design-system'
import { usePaletteHotkey } from '@cirrus/app-kit'

const loadPalette = () => import('./AdminPaletteHost')
const AdminPaletteHost = lazy(loadPalette)

const SHORTCUTS = [
  { keys: ['⌘/Ctrl', 'K'], description: 'Open the command palette' },
  { keys: ['?'], description: 'Show the keyboard shortcuts' },
]

/** The admin app's palette and shortcuts. */
export function AdminCommandLauncher({ menu }: { menu: readonly SideNavEntry[] }) {
  const palette = usePaletteHotkey(loadPalette)
  const [helpOpen, setHelpOpen] = useState(false)
  useKeyboardShortcuts([{ ...SHORTCUTS[1]!, run: () => setHelpOpen(true) }])
  return (
    <>
      <KeyboardShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} shortcuts={SHORTCUTS} />
      {palette.loaded && (
        <Suspense fallback={null}>
          <AdminPaletteHost open={palette.open} onOpenChange={palette.setOpen} menu={menu} />
        </Suspense>
      )}
    </>
  )
}
