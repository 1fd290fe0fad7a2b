import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import type { CirrusTheme as CirrusThemeType } from '@cirrus/design-system'
import { ServicesProvider, type AppServices } from './services'
import { CirrusThemeShell } from './theme-shell'
import { useAppearance, useResolvedAppearance } from './theme'

/** Props of {@link AppProviders}. */
export type AppProvidersProps = {
  /** The app's services (createAppServices). */
  services: AppServices
  /** The client-state store (jotai `createStore()`). */
  store: ReturnType<typeof createStore>
  /** What shows, inside the theme's root element, until the theme's code is there (the app's skeleton). */
  fallback?: ReactNode
  /** The router (or, in a test, the screen). */
  children: ReactNode
}

/**
 * What every app renders around its router: client state, the theme in the remembered appearance (issue 18),
 * the server-state cache and the services. The theme's code is a chunk of its own (issue 17, `lazy-theme.tsx`),
 * requested on the first render; until it is there `fallback` shows in `CirrusThemeShell`. The router, created
 * before the first render, loads its first route's code and data meanwhile.
 */
export function AppProviders({ services, store, fallback, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <ThemedApp fallback={fallback}>
        <QueryClientProvider client={services.queryClient}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
        </QueryClientProvider>
      </ThemedApp>
    </JotaiProvider>
  )
}

type ThemeComponent = typeof CirrusThemeType
let themeLoad: Promise<ThemeComponent> | undefined
let loadedTheme: ThemeComponent | undefined

/** Starts (once) the download of the theme's chunk. */
function loadTheme(): Promise<ThemeComponent> {
  themeLoad ??= import('./lazy-theme').then((m) => (loadedTheme = m.CirrusTheme))
  return themeLoad
}

/** The theme in the chosen appearance (light, dark, or the device's for "system"). */
function ThemedApp({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const [choice] = useAppearance()
  const appearance = useResolvedAppearance(choice)
  // State, not Suspense: a boundary here would also catch what the screens suspend later.
  const [Theme, setTheme] = useState<ThemeComponent | undefined>(() => loadedTheme)
  if (!Theme) void loadTheme()
  useEffect(() => {
    if (Theme) return
    let live = true
    void loadTheme().then((loaded) => {
      if (live) setTheme(() => loaded)
    })
    return () => {
      live = false
    }
  }, [Theme])
  if (!Theme) return <CirrusThemeShell appearance={appearance}>{fallback}</CirrusThemeShell>
  return <Theme appearance={appearance}>{children}</Theme>
}
