import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { Button } from '@radix-ui/themes'
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons'
import { AppShellContext, type AppShellLayout } from './app-shell-context'
import {
  breakpointFor,
  clampSidebarWidth,
  isMobileBreakpoint,
  sidebarLimits,
  sidebarWidthForKey,
} from './layout'
import { useElementWidth } from './use-element-width'
import styles from './AppShell.module.css'

export type AppShellProps = {
  /** Logo or product name at the start of the top bar; usually a link to the dashboard. */
  brand: ReactNode
  /** The location picker, shown in the top bar after the brand. */
  locationPicker?: ReactNode
  /** The user menu at the end of the top bar. */
  userMenu?: ReactNode
  /**
   * Where the top bar's "Support" button leads. Without it there is no support button (SPEC §2: it appears
   * only when a support URL is configured). Opens in a new tab.
   */
  supportUrl?: string
  /** The side icon nav (usually a SideNav). Shown as a column beside the content, or as a bar under it on mobile. */
  nav?: ReactNode
  /** Accessible name of the nav landmark. @default 'Main' */
  navLabel?: string
  /**
   * The resizable sidebar beside the content (e.g. the current section's resource list). Left out on mobile:
   * there the app links to the section screen instead (SPEC §2 `/section/{name}`).
   */
  sidebar?: ReactNode
  /** Accessible name of the sidebar's complementary landmark. @default 'Sidebar' */
  sidebarLabel?: string
  /** The sidebar width in px when the app controls it (e.g. read from local storage). Clamped on use. */
  sidebarWidth?: number
  /** The starting sidebar width in px when the shell keeps it itself. @default 330 */
  defaultSidebarWidth?: number
  /** Called with the new, clamped width whenever the user resizes the sidebar, so the app can save it. */
  onSidebarWidthChange?: (width: number) => void
  /** The id of the main element, the target of the "Skip to content" link. @default 'main-content' */
  mainId?: string
  /** The shell's height; it fills it and scrolls the content area inside. @default '100dvh' */
  height?: CSSProperties['height']
  /** The page content. */
  children: ReactNode
}

type Drag = { pointerX: number; width: number }

/**
 * The console's frame (SPEC §2 "Layout behaviour"): a top bar, the side icon nav, a resizable sidebar and the
 * content area. From 1024 px wide (md) the sidebar sits beside the content, 250–500 px wide (default 330, never
 * more than half the screen), resizable with the pointer or, on its separator, with the arrow keys, Home and End.
 * Below md the shell uses a simplified mobile layout: no sidebar, and the nav becomes a bar under the content.
 */
export function AppShell({
  brand,
  locationPicker,
  userMenu,
  supportUrl,
  nav,
  navLabel = 'Main',
  sidebar,
  sidebarLabel = 'Sidebar',
  sidebarWidth,
  defaultSidebarWidth = sidebarLimits.default,
  onSidebarWidthChange,
  mainId = 'main-content',
  height = '100dvh',
  children,
}: AppShellProps) {
  const [rootRef, shellWidth] = useElementWidth<HTMLDivElement>(() =>
    typeof window === 'undefined' ? Number.NaN : window.innerWidth,
  )
  const breakpoint = breakpointFor(shellWidth)
  const isMobile = isMobileBreakpoint(breakpoint)
  const layout = useMemo<AppShellLayout>(
    () => ({ breakpoint, isMobile, navOrientation: isMobile ? 'horizontal' : 'vertical' }),
    [breakpoint, isMobile],
  )

  const [ownWidth, setOwnWidth] = useState(defaultSidebarWidth)
  // Clamp on every render so a stored width that no longer fits (a smaller window) is never drawn as is.
  const width = clampSidebarWidth(sidebarWidth ?? ownWidth, shellWidth)
  const minWidth = clampSidebarWidth(sidebarLimits.min, shellWidth)
  const maxWidth = clampSidebarWidth(sidebarLimits.max, shellWidth)

  const resize = (next: number) => {
    const clamped = clampSidebarWidth(next, shellWidth)
    if (clamped === width) return
    if (sidebarWidth === undefined) setOwnWidth(clamped)
    onSidebarWidthChange?.(clamped)
  }

  const [drag, setDrag] = useState<Drag | null>(null)
  const onDragMove = useEffectEvent((event: globalThis.PointerEvent) => {
    if (drag) resize(drag.width + event.clientX - drag.pointerX)
  })
  useEffect(() => {
    if (!drag) return
    // Listen on the window, not the handle: the pointer leaves the 9 px handle as soon as it moves fast.
    const end = () => setDrag(null)
    window.addEventListener('pointermove', onDragMove)
    window.addEventListener('pointerup', end)
    window.addEventListener('pointercancel', end)
    return () => {
      window.removeEventListener('pointermove', onDragMove)
      window.removeEventListener('pointerup', end)
      window.removeEventListener('pointercancel', end)
    }
  }, [drag])

  const onHandlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.focus()
    setDrag({ pointerX: event.clientX, width })
  }

  const onHandleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sidebarWidthForKey(event.key, width, shellWidth)
    if (next === null) return
    event.preventDefault()
    resize(next)
  }

  const sidebarId = useId()
  const showSidebar = sidebar !== undefined && !isMobile

  return (
    <AppShellContext.Provider value={layout}>
      <div
        ref={rootRef}
        className={styles.root}
        style={{ height }}
        data-breakpoint={breakpoint}
        data-layout={isMobile ? 'mobile' : 'desktop'}
        data-resizing={drag ? '' : undefined}
      >
        <a href={`#${mainId}`} className={styles.skipLink}>
          Skip to content
        </a>
        <header className={styles.topBar}>
          <div className={styles.brand}>{brand}</div>
          {locationPicker !== undefined && <div className={styles.slot}>{locationPicker}</div>}
          <div className={styles.spacer} />
          {supportUrl !== undefined && (
            <Button asChild variant="ghost" color="gray" size="2" highContrast className={styles.support}>
              <a href={supportUrl} target="_blank" rel="noopener noreferrer">
                <QuestionMarkCircledIcon aria-hidden="true" />
                Support
              </a>
            </Button>
          )}
          {userMenu !== undefined && <div className={styles.slot}>{userMenu}</div>}
        </header>
        <div className={styles.body}>
          {nav !== undefined && (
            <nav aria-label={navLabel} className={styles.nav}>
              {nav}
            </nav>
          )}
          {showSidebar && (
            <>
              <aside id={sidebarId} aria-label={sidebarLabel} className={styles.sidebar} style={{ width }}>
                {sidebar}
              </aside>
              {/*
                A focusable window splitter (WAI-ARIA APG): with aria-valuenow a separator is a widget, which
                jsx-a11y does not know, so its two interactive-element rules are off for this element only.
              */}
              {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
              <div
                role="separator"
                aria-orientation="vertical"
                aria-label="Resize sidebar"
                aria-controls={sidebarId}
                aria-valuenow={width}
                aria-valuemin={minWidth}
                aria-valuemax={maxWidth}
                tabIndex={0}
                className={styles.handle}
                onPointerDown={onHandlePointerDown}
                onKeyDown={onHandleKeyDown}
                onDoubleClick={() => resize(defaultSidebarWidth)}
              />
              {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
            </>
          )}
          <main id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
    </AppShellContext.Provider>
  )
}
