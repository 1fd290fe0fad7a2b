import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import { CirrusTheme } from '@cirrus/design-system'
import { ServicesProvider, type AppServices } from './services'

/** Props of {@link AppProviders}. */
export type AppProvidersProps = {
  /** The app's services (createAppServices). */
  services: AppServices
  /** The client-state store (jotai `createStore()`). */
  store: ReturnType<typeof createStore>
  /** The router (or, in a test, the screen). */
  children: ReactNode
}

/** What every app renders around its router: the theme, client state, the server-state cache and the services. */
export function AppProviders({ services, store, children }: AppProvidersProps) {
  return (
    <CirrusTheme>
      <JotaiProvider store={store}>
        <QueryClientProvider client={services.queryClient}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </CirrusTheme>
  )
}
