// Issue 17: the first paint needs neither the theme's code nor the toast stack's. What shows meanwhile must look
// as it will inside the real theme.
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import { AppProviders, CirrusThemeShell, LazyToasts, addToastAtom } from '@cirrus/app-kit'
import { CirrusTheme } from '@cirrus/design-system'
import { createAppServices } from './services'

const attributes = (element: Element) =>
  Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name)]))

describe('the first paint', () => {
  it.each(['light', 'dark'] as const)(
    'the theme shell is the very root element CirrusTheme renders (%s)',
    (appearance) => {
      const real = render(<CirrusTheme appearance={appearance}>x</CirrusTheme>).container.firstElementChild!
      const shell = render(<CirrusThemeShell appearance={appearance}>x</CirrusThemeShell>).container
        .firstElementChild!
      expect(attributes(shell)).toEqual(attributes(real))
      expect(real.className).toContain(appearance)
    },
  )

  it('draws the fallback in the theme shell, then the app inside the real theme', async () => {
    const services = createAppServices({ onUnauthorized: () => {} })
    const { container } = render(
      <AppProviders services={services} store={createStore()} fallback={<p>Loading the console</p>}>
        <p>The console</p>
      </AppProviders>,
    )
    // The theme's chunk may already be cached by an earlier test of this worker: then the app shows at once.
    const first = screen.queryByText('Loading the console')
    if (first) expect(first.closest('.radix-themes')).toHaveAttribute('data-accent-color', 'iris')
    const app = await screen.findByText('The console')
    expect(app.closest('.radix-themes')).toBe(container.firstElementChild)
    expect(screen.queryByText('Loading the console')).not.toBeInTheDocument()
  })

  it('the toast stack comes with its chunk and shows a toast raised before it', async () => {
    const store = createStore()
    store.set(addToastAtom, { id: 'early', kind: 'info', title: 'Raised before the stack' })
    render(
      <Provider store={store}>
        <LazyToasts />
      </Provider>,
    )
    expect(await screen.findByText('Raised before the stack')).toBeVisible()
  })
})
