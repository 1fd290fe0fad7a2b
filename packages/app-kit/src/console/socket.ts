/**
 * The VM console's connection (issue 15), shared by the console and the admin app: one WebSocket to the platform
 * (`vmConsolePath`, frames in @cirrus/domain), reconnected with backoff, its state for the slim bar, and the
 * serial output handed to the terminal (buffered until the terminal is loaded). The socket is made by a factory
 * so stories and tests pass a fake one.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  ConsoleServerFrameSchema,
  vmConsolePath,
  type ConsoleClientFrame,
  type ConsoleEndReason,
} from '@cirrus/domain'

/** The part of the browser's WebSocket the console uses (a fake one in stories). */
export type ConsoleSocket = {
  readonly readyState: number
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

/** Opens a console socket to a URL. */
export type ConsoleSocketFactory = (url: string) => ConsoleSocket

/** Where the connection is. */
export type ConsoleConnection =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'reconnecting'; inSeconds: number }
  | { kind: 'refused' }
  | { kind: 'ended'; reason: ConsoleEndReason }

/** The VM as the console last heard of it. */
export type ConsoleVmState = { status: string; name: string; input: boolean }

/** Serial output for the terminal: text to write, or `null` to clear it (a new connection replays the history). */
export type OutputListener = (chunk: string | null) => void

/** The browser's WebSocket at the platform's origin (the apps are served by the platform, or proxied to it). */
export const browserSocket: ConsoleSocketFactory = (path) => {
  const { protocol, host } = window.location
  return new WebSocket(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`)
}

/** Seconds before the attempt-th reconnection (0-based): 1, 2, 4, 8, 16, then 30. */
export function reconnectDelaySeconds(attempt: number): number {
  return Math.min(30, 2 ** attempt)
}

/** Options of {@link useConsoleSocket}. */
export type ConsoleSocketOptions = {
  location: string
  vmId: string
  /** Opens the socket; default the browser's WebSocket. */
  createSocket?: ConsoleSocketFactory
  /**
   * Asked when a socket closes without ever opening (a browser is not told the HTTP status of a refused upgrade):
   * true when the caller may not use the VM (signed out, a VM they may not see), so the console stops trying.
   */
  isRefused?: () => Promise<boolean>
  /** Seconds before the attempt-th reconnection; default {@link reconnectDelaySeconds}. */
  reconnectDelay?: (attempt: number) => number
  /** How often the countdown shown while waiting moves by a second (ms; stories hold it still with a long one). */
  countdownStepMs?: number
}

/** The console's connection: its state, the VM's state, the output feed and what a viewer can send. */
export function useConsoleSocket({
  location,
  vmId,
  createSocket = browserSocket,
  isRefused,
  reconnectDelay = reconnectDelaySeconds,
  countdownStepMs = 1000,
}: ConsoleSocketOptions) {
  const [connection, setConnection] = useState<ConsoleConnection>({ kind: 'connecting' })
  const [vm, setVm] = useState<ConsoleVmState | null>(null)
  const [generation, setGeneration] = useState(0)
  const socket = useRef<ConsoleSocket | null>(null)
  const listener = useRef<OutputListener | null>(null)
  const pending = useRef<(string | null)[]>([])
  const attempt = useRef(0)

  const emit = useCallback((chunk: string | null) => {
    if (listener.current) listener.current(chunk)
    else if (chunk === null) pending.current = []
    else pending.current.push(chunk)
  }, [])

  /** The terminal's output feed: what arrived before it subscribed comes first. */
  const subscribe = useCallback((next: OutputListener) => {
    listener.current = next
    for (const chunk of pending.current) next(chunk)
    pending.current = []
    return () => {
      if (listener.current === next) listener.current = null
    }
  }, [])

  const isRefusedRef = useRef(isRefused)
  useEffect(() => {
    isRefusedRef.current = isRefused
  })

  useEffect(() => {
    let disposed = false
    let opened = false
    let ended: ConsoleEndReason | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    setConnection({ kind: 'connecting' })
    const ws = createSocket(vmConsolePath(location, vmId))
    socket.current = ws
    ws.onopen = () => {
      opened = true
      attempt.current = 0
      emit(null)
      setConnection({ kind: 'connected' })
    }
    ws.onmessage = (event) => {
      let frame
      try {
        frame = ConsoleServerFrameSchema.safeParse(JSON.parse(String(event.data)))
      } catch {
        return
      }
      if (!frame.success) return
      const data = frame.data
      if (data.type === 'output') emit(data.data)
      else if (data.type === 'status') setVm({ status: data.status, name: data.name, input: data.input })
      else ended = data.reason
    }
    const retry = () => {
      let seconds = reconnectDelay(attempt.current++)
      setConnection({ kind: 'reconnecting', inSeconds: seconds })
      timer = setInterval(() => {
        seconds -= 1
        if (seconds > 0) setConnection({ kind: 'reconnecting', inSeconds: seconds })
        else {
          clearInterval(timer)
          setGeneration((g) => g + 1)
        }
      }, countdownStepMs)
    }
    ws.onclose = () => {
      if (disposed) return
      socket.current = null
      if (ended) {
        setConnection({ kind: 'ended', reason: ended })
        return
      }
      if (opened || !isRefusedRef.current) return retry()
      void isRefusedRef.current().then(
        (refused) => {
          if (disposed) return
          if (refused) setConnection({ kind: 'refused' })
          else retry()
        },
        () => !disposed && retry(),
      )
    }
    ws.onerror = () => {}
    return () => {
      disposed = true
      clearInterval(timer)
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null
      ws.close(1000, 'left')
      socket.current = null
    }
  }, [location, vmId, createSocket, emit, generation, reconnectDelay, countdownStepMs])

  const sendFrame = useCallback((frame: ConsoleClientFrame) => {
    const ws = socket.current
    if (ws && ws.readyState === 1) ws.send(JSON.stringify(frame))
  }, [])

  return {
    connection,
    vm,
    subscribe,
    /** Typed (or pasted) bytes. */
    type: useCallback((data: string) => sendFrame({ type: 'input', data }), [sendFrame]),
    resize: useCallback(
      (cols: number, rows: number) => sendFrame({ type: 'resize', cols, rows }),
      [sendFrame],
    ),
    ctrlAltDel: useCallback(() => sendFrame({ type: 'ctrl-alt-del' }), [sendFrame]),
    /** Connects again now (after a refusal, an idle close, or during a backoff). */
    reconnect: useCallback(() => {
      attempt.current = 0
      setGeneration((g) => g + 1)
    }, []),
  }
}
