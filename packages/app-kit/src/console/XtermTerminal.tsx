/**
 * The VM console's terminal (issue 15): xterm.js with its fit add-on (the terminal follows the window's size) and
 * web-links add-on (URLs open in a new tab), its stylesheet bundled from the package. Loaded lazily by
 * VmConsole.tsx: xterm is only in the console route's chunk, never in an app's first load.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import { Terminal } from '@xterm/xterm'
import { FitAddon } from '@xterm/addon-fit'
import { WebLinksAddon } from '@xterm/addon-web-links'
import '@xterm/xterm/css/xterm.css'
import type { OutputListener } from './socket'

/** What the bar's buttons do to the terminal. */
export type TerminalHandle = {
  /** The selected text ('' without a selection). */
  selection(): string
  /** Types text as a paste (line ends become Enter; bracketed when the guest asks). */
  paste(text: string): void
  focus(): void
}

/** Props of {@link XtermTerminal}. */
export type XtermTerminalProps = {
  /** The accessible name of the terminal's input: 'Serial console of web-1'. */
  label: string
  /** The accessible name of the list of screen rows a screen reader reads: 'Serial output of web-1'. */
  outputLabel: string
  /** The output feed (useConsoleSocket's `subscribe`). */
  subscribe: (listener: OutputListener) => () => void
  /** What the viewer types. */
  onData: (data: string) => void
  /** The terminal's size after each fit. */
  onResize?: (cols: number, rows: number) => void
  /** False while the VM takes no input (stopped). */
  inputEnabled: boolean
  /** Called with the terminal's handle once it is open, and with null when it closes. */
  onReady?: (handle: TerminalHandle | null) => void
}

/** Names the terminal's input and its list of rows. */
function labelTerminal(term: Terminal, element: HTMLElement, label: string, outputLabel: string) {
  term.textarea?.setAttribute('aria-label', label)
  element.querySelector('[role="list"]')?.setAttribute('aria-label', outputLabel)
}

/** The terminal, filling its parent. */
export default function XtermTerminal({
  label,
  outputLabel,
  subscribe,
  onData,
  onResize,
  inputEnabled,
  onReady,
}: XtermTerminalProps) {
  const host = useRef<HTMLDivElement>(null)
  const terminal = useRef<Terminal | null>(null)
  const callbacks = useRef({ onData, onResize, inputEnabled, onReady })
  useLayoutEffect(() => {
    callbacks.current = { onData, onResize, inputEnabled, onReady }
  })

  useEffect(() => {
    const element = host.current!
    const term = new Terminal({
      // A steady cursor: nothing on screen changes without output (and pictures of it are stable).
      cursorBlink: false,
      fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
      fontSize: 14,
      scrollback: 5000,
      // The screen's rows as a list a screen reader (and a journey) can read.
      screenReaderMode: true,
      theme: { background: '#0b0d10', foreground: '#e6e6e6' },
    })
    const fit = new FitAddon()
    term.loadAddon(fit)
    term.loadAddon(new WebLinksAddon())
    term.open(element)
    terminal.current = term
    labelTerminal(term, element, label, outputLabel)
    const fitNow = () => {
      try {
        fit.fit()
      } catch {
        // Not laid out yet (a hidden tab): the next resize fits.
      }
    }
    fitNow()
    const sizes = term.onResize(({ cols, rows }) => callbacks.current.onResize?.(cols, rows))
    callbacks.current.onResize?.(term.cols, term.rows)
    const typed = term.onData((data) => {
      if (callbacks.current.inputEnabled) callbacks.current.onData(data)
    })
    const unsubscribe = subscribe((chunk) => (chunk === null ? term.reset() : term.write(chunk)))
    const observer = new ResizeObserver(fitNow)
    observer.observe(element)
    term.focus()
    callbacks.current.onReady?.({
      selection: () => term.getSelection(),
      paste: (text) => term.paste(text),
      focus: () => term.focus(),
    })
    return () => {
      observer.disconnect()
      unsubscribe()
      typed.dispose()
      sizes.dispose()
      term.dispose()
      terminal.current = null
      callbacks.current.onReady?.(null)
    }
    // The terminal is made once per feed; label and input state are followed below, callbacks through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe])

  useEffect(() => {
    if (terminal.current && host.current) labelTerminal(terminal.current, host.current, label, outputLabel)
  }, [label, outputLabel])
  useEffect(() => {
    if (terminal.current) terminal.current.options.disableStdin = !inputEnabled
  }, [inputEnabled])

  return (
    <div
      ref={host}
      data-testid="vm-console-terminal"
      style={{ position: 'absolute', inset: 0, padding: 8 }}
    />
  )
}
