/**
 * The console's keyboard layer (issue 18): ⌘K / Ctrl+K opens the command palette (loaded on demand, then kept),
 * `?` lists the shortcuts, `g d` the dashboard, `g c` compute, `c` creates in the current section, `/` focuses
 * the table filter. The shortcuts never fire in text fields or while a dialog is open (the design system's
 * `useKeyboardShortcuts`). Rendered once by the main layout.
 */
import { lazy, Suspense, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { KeyboardShortcutsDialog, useKeyboardShortcuts } from '@cirrus/design-system'
import { usePaletteHotkey } from '@cirrus/app-kit'
import { createPathOfSection, focusTableFilter, SHORTCUTS } from './shortcuts'

const loadPalette = () => import('./PaletteHost')
const PaletteHost = lazy(loadPalette)

/** Props of {@link CommandLauncher}. */
export type CommandLauncherProps = {
  /** The current section's name (compute, disks, …): where `c` creates. */
  section: string
}

/** ⌘K and the single-key shortcuts of the console. */
export function CommandLauncher({ section }: CommandLauncherProps) {
  const palette = usePaletteHotkey(loadPalette)
  const [helpOpen, setHelpOpen] = useState(false)
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const create = createPathOfSection(section)
  useKeyboardShortcuts(
    SHORTCUTS.flatMap((s) => {
      switch (s.id) {
        case 'help':
          return [{ ...s, run: () => setHelpOpen(true) }]
        case 'dashboard':
          return [{ ...s, run: () => void navigate('/') }]
        case 'compute':
          return [{ ...s, run: () => void navigate('/compute') }]
        case 'create':
          return create && create !== pathname ? [{ ...s, run: () => void navigate(create) }] : []
        case 'filter':
          return [{ ...s, run: () => focusTableFilter(document) }]
        default:
          return []
      }
    }),
  )

  return (
    <>
      <KeyboardShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} shortcuts={SHORTCUTS_SHOWN} />
      {palette.loaded && (
        <Suspense fallback={null}>
          <PaletteHost open={palette.open} onOpenChange={palette.setOpen} />
        </Suspense>
      )}
    </>
  )
}

/** The list the `?` dialog shows: ⌘K first, then the single-key shortcuts. */
const SHORTCUTS_SHOWN = [{ keys: ['⌘/Ctrl', 'K'], description: 'Open the command palette' }, ...SHORTCUTS]
