/**
 * The VM console, connected (issue 15): the socket (socket.ts), the lazily loaded xterm.js terminal and the
 * screen (ConsoleView.tsx). The console app's /console/{location}/{vmId} and the admin app's
 * /admin/console/{location}/{vmId} both render it, each with its own back link and start call.
 */
import { lazy, Suspense, useRef, useState } from 'react'
import type { RenderLink } from '@cirrus/design-system'
import { consoleTexts, fill, messages } from '@cirrus/domain'
import { errorDetail, useNotify } from '../toasts'
import { ConsoleView } from './ConsoleView'
import { useConsoleSocket, type ConsoleSocketFactory, type ConsoleSocketOptions } from './socket'
import type { TerminalHandle } from './XtermTerminal'

const XtermTerminal = lazy(() => import('./XtermTerminal'))

/** Props of {@link VmConsole}. */
export type VmConsoleProps = {
  location: string
  vmId: string
  /** The VM's name and status as the route read them (the socket's status frames follow). */
  name: string
  status: string
  locationName: string
  vmHref: string
  renderLink: RenderLink
  /** Starts the VM (POST vm/start). */
  start: () => Promise<unknown>
  /** See ConsoleSocketOptions.isRefused. */
  isRefused?: () => Promise<boolean>
  /** Opens the socket (a fake one in stories); default the browser's WebSocket. */
  createSocket?: ConsoleSocketFactory
} & Pick<ConsoleSocketOptions, 'reconnectDelay' | 'countdownStepMs'>

/** The VM console screen, connected to its socket. */
export function VmConsole(props: VmConsoleProps) {
  const socket = useConsoleSocket(props)
  const notify = useNotify()
  const handle = useRef<TerminalHandle | null>(null)
  const [starting, setStarting] = useState(false)
  const name = socket.vm?.name ?? props.name
  const status = socket.vm?.status ?? (socket.connection.kind === 'connected' ? props.status : null)
  const inputEnabled = socket.connection.kind === 'connected' && (socket.vm?.input ?? false)

  const start = () => {
    setStarting(true)
    props
      .start()
      .then(
        () => notify.success(messages.vm.start.success),
        (error: unknown) => notify.error(messages.vm.start.failure, { description: errorDetail(error) }),
      )
      .finally(() => setStarting(false))
  }

  return (
    <ConsoleView
      name={name}
      status={status}
      locationName={props.locationName}
      connection={socket.connection}
      vmHref={props.vmHref}
      renderLink={props.renderLink}
      onStart={start}
      starting={starting}
      onCtrlAltDel={() => {
        socket.ctrlAltDel()
        handle.current?.focus()
      }}
      onCopy={() => {
        const text = handle.current?.selection() ?? ''
        if (text) void navigator.clipboard?.writeText(text)
        handle.current?.focus()
      }}
      onPaste={() => {
        void navigator.clipboard?.readText().then((text) => handle.current?.paste(text))
        handle.current?.focus()
      }}
      onReconnect={socket.reconnect}
      terminal={
        <Suspense fallback={null}>
          <XtermTerminal
            label={fill(consoleTexts.terminalLabel, { name })}
            outputLabel={fill(consoleTexts.outputLabel, { name })}
            subscribe={socket.subscribe}
            onData={socket.type}
            onResize={socket.resize}
            inputEnabled={inputEnabled}
            onReady={(ready) => (handle.current = ready)}
          />
        </Suspense>
      }
    />
  )
}
