import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import { CirrusTheme } from '@cirrus/design-system'
import { ServicesProvider, type AppServices } from './services'
import { useAppearance, useResolvedAppearance } from './theme'

/** Props of {@link AppProviders}. */
export type AppProvidersProps = {
  /** The app's services (createAppServices). */
  services: AppServices
  /** The client-state store (jotai `createStore()`). */
  store: ReturnType<typeof createStore>
  /** The router (or, in a test, the screen). */
  children: ReactNode
}

/**
 * What every app renders around its router: client state, the theme in the remembered appearance (issue 18),
 * the server-state cache and the services.
 */
export function AppProviders({ services, store, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <ThemedApp>
        <QueryClientProvider client={services.queryClient}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
        </QueryClientProvider>
      </ThemedApp>
    </JotaiProvider>
  )
}

/** The theme in the chosen appearance (light, dark, or the device's for "system"). */
function ThemedApp({ children }: { children: ReactNode }) {
  const [choice] = useAppearance()
  return <CirrusTheme appearance={useResolvedAppearance(choice)}>{children}</CirrusTheme>
}
