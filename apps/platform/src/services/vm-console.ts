/**
 * The serial consoles of the simulated VMs (issue 15): one session per VM shared by every viewer, as a serial line
 * is — the same output for all, input from each, the last {@link CONSOLE_REPLAY_BYTES} of output replayed to a
 * viewer who joins. The session follows its VM (read every `consolePollMs` while viewed, and after each of its own
 * operations): a start prints the boot log (sim/console/boot.ts) and a login prompt, a stop the shutdown log and a
 * stopped state that takes no input, a delete ends every viewer's session. Logging in checks the VM's stored
 * password hash; `poweroff` and `reboot` stop and start the VM through the platform's operations (vm-actions.ts),
 * as the viewer who typed them. A viewer who types nothing for `consoleIdleMs` is disconnected.
 *
 * The line discipline and the shell are pure (sim/console/line.ts, shell.ts); this file holds the state and the
 * timers, routes/vm-console.ts and http/websocket.ts the socket.
 */
import {
  CONSOLE_CLOSE_CODES,
  CONSOLE_REPLAY_BYTES,
  ConsoleClientFrameSchema,
  type ConsoleEndReason,
  type ConsoleServerFrame,
} from '@cirrus/domain'
import { verifyPassword } from '../auth/secrets.js'
import type { LocationRow, Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { bootLog, shutdownLog } from '../sim/console/boot.js'
import type { VmFacts } from '../sim/console/facts.js'
import { feedLine, newLine, type LineEvent, type LineState } from '../sim/console/line.js'
import {
  hidesInput,
  loginResult,
  newShell,
  shellPrompt,
  shellStep,
  type ShellEffect,
  type ShellState,
} from '../sim/console/shell.js'
import { vmConsoleFacts, vmLogin } from '../store/vm-console.js'
import { vmActions } from './vm-actions.js'

/** One connected viewer: who it is (for the operations it triggers) and its socket. */
export type ConsoleViewer = {
  principal: Principal
  location: LocationRow
  send(frame: ConsoleServerFrame): void
  close(code: number, reason: string): void
}

/** The last `bytes` bytes of `text` (UTF-8). */
export function keepLast(text: string, bytes: number): string {
  if (text.length <= bytes / 4 || Buffer.byteLength(text) <= bytes) return text
  const buffer = Buffer.from(text)
  return buffer.subarray(buffer.length - bytes).toString()
}

/** The shared state of one VM's serial line. */
type Session = {
  uuid: string
  facts: VmFacts
  bootedAt: Date
  history: string
  line: LineState
  shell: ShellState
  pending: { data: string; viewer: ConsoleViewer }[]
  draining: boolean
  /** The shutdown log is already printed (poweroff, reboot): the stop prints nothing more. */
  goingDown: boolean
  viewers: Map<ConsoleViewer, ReturnType<typeof setTimeout>>
}

const running = (facts: VmFacts) => facts.status === 'running'

/** The console sessions of one platform (one per VM, made when a first viewer joins). */
export function vmConsoles(p: Platform) {
  const db = p.store.db
  const { operate } = vmActions(p)
  const sessions = new Map<string, Session>()
  let poller: ReturnType<typeof setInterval> | null = null

  const broadcast = (session: Session, frame: ConsoleServerFrame) => {
    for (const viewer of session.viewers.keys()) viewer.send(frame)
  }
  const write = (session: Session, data: string) => {
    if (data === '') return
    session.history = keepLast(session.history + data, CONSOLE_REPLAY_BYTES)
    broadcast(session, { type: 'output', data })
  }
  const statusFrame = (session: Session): ConsoleServerFrame => ({
    type: 'status',
    status: session.facts.status,
    name: session.facts.name,
    input: running(session.facts),
  })
  const resetLine = (session: Session) => {
    session.line = newLine()
    session.shell = newShell()
  }

  const end = (session: Session, reason: ConsoleEndReason) => {
    sessions.delete(session.uuid)
    for (const [viewer, timer] of session.viewers) {
      clearTimeout(timer)
      viewer.send({ type: 'end', reason })
      viewer.close(CONSOLE_CLOSE_CODES[reason], reason)
    }
    session.viewers.clear()
    stopPollingWhenUnviewed()
  }

  /** Reads the VM again and follows what happened to it (start, stop, delete, rename). */
  const refresh = async (session: Session) => {
    const facts = await vmConsoleFacts(db, session.uuid)
    if (!facts) return end(session, 'deleted')
    const before = session.facts
    session.facts = facts
    if (running(before) && !running(facts)) {
      if (!session.goingDown) write(session, shutdownLog(false))
      session.goingDown = false
      resetLine(session)
    } else if (!running(before) && running(facts)) {
      session.bootedAt = p.clock()
      resetLine(session)
      write(session, bootLog(facts))
    }
    if (before.status !== facts.status || before.name !== facts.name) broadcast(session, statusFrame(session))
  }

  const poll = async () => {
    for (const session of [...sessions.values()]) {
      if (session.viewers.size === 0 || session.draining) continue
      try {
        await refresh(session)
      } catch (error) {
        p.log({ level: 'warn', msg: 'console refresh failed', error: String(error) })
      }
    }
  }
  const stopPollingWhenUnviewed = () => {
    if (poller && ![...sessions.values()].some((s) => s.viewers.size > 0)) {
      clearInterval(poller)
      poller = null
    }
  }

  /** Carries out what the shell asked for. */
  const perform = async (session: Session, effect: ShellEffect, viewer: ConsoleViewer) => {
    if (effect.kind === 'login') {
      const login = await vmLogin(db, session.uuid)
      const accepted =
        !!login?.passwordHash &&
        login.username === effect.username &&
        (await verifyPassword(effect.password, login.passwordHash))
      const step = loginResult(session.shell, accepted, session.facts)
      session.shell = step.state
      write(session, step.output)
      return
    }
    await powerCycle(session, viewer, effect.kind === 'reboot')
  }

  /** Stops (and for a reboot starts again) the VM through its operations, as the viewer. */
  const powerCycle = async (session: Session, viewer: ConsoleViewer, reboot: boolean) => {
    session.goingDown = true
    write(session, shutdownLog(reboot))
    try {
      await operate(viewer.principal, viewer.location, session.uuid, 'vm.stop', { force: false })
      await refresh(session)
      if (reboot) {
        await operate(viewer.principal, viewer.location, session.uuid, 'vm.start', {})
        await refresh(session)
      }
    } catch (error) {
      session.goingDown = false
      const message = error instanceof Error ? error.message : String(error)
      const prompt = session.shell.mode === 'shell' ? shellPrompt(session.shell.username, session.facts) : ''
      write(session, `Failed to ${reboot ? 'reboot' : 'power off'}: ${message}\r\n${prompt}`)
    }
  }

  const handle = async (session: Session, event: LineEvent, viewer: ConsoleViewer) => {
    // Commands answer from the VM as it is now.
    await refresh(session)
    if (!sessions.has(session.uuid) || !running(session.facts)) return
    const step = shellStep(session.shell, event, session.facts, {
      now: p.clock(),
      bootedAt: session.bootedAt,
    })
    session.shell = step.state
    session.line = { ...session.line, echo: !hidesInput(step.state) }
    write(session, step.output)
    if (step.effect) await perform(session, step.effect, viewer)
    session.line = { ...session.line, echo: !hidesInput(session.shell) }
  }

  /** Reads typed bytes in order: echo at once, one line event at a time. */
  const drain = async (session: Session) => {
    if (session.draining) return
    session.draining = true
    try {
      while (session.pending.length > 0) {
        const next = session.pending[0]!
        if (!running(session.facts)) {
          session.pending.length = 0
          break
        }
        const fed = feedLine(session.line, next.data)
        session.line = fed.state
        next.data = fed.rest
        if (next.data === '') session.pending.shift()
        write(session, fed.echo)
        if (fed.event) await handle(session, fed.event, next.viewer)
      }
    } catch (error) {
      p.log({ level: 'error', msg: 'console input failed', error: String(error) })
      session.pending.length = 0
    } finally {
      session.draining = false
    }
  }

  const touch = (session: Session, viewer: ConsoleViewer) => {
    clearTimeout(session.viewers.get(viewer))
    const timer = setTimeout(() => {
      viewer.send({ type: 'end', reason: 'idle' })
      viewer.close(CONSOLE_CLOSE_CODES.idle, 'idle')
      leave(session.uuid, viewer)
    }, p.settings.consoleIdleMs)
    timer.unref?.()
    session.viewers.set(viewer, timer)
  }

  /** Adds a viewer (the route checked it may use the VM): replays the history and tells the VM's state. */
  const join = async (uuid: string, viewer: ConsoleViewer) => {
    let session = sessions.get(uuid)
    if (session) await refresh(session)
    else {
      const facts = await vmConsoleFacts(db, uuid)
      if (!facts) {
        viewer.send({ type: 'end', reason: 'deleted' })
        viewer.close(CONSOLE_CLOSE_CODES.deleted, 'deleted')
        return
      }
      session = {
        uuid,
        facts,
        bootedAt: p.clock(),
        // A running VM's serial output since its boot: the boot log up to the login prompt.
        history: running(facts) ? bootLog(facts) : '',
        line: newLine(),
        shell: newShell(),
        pending: [],
        draining: false,
        goingDown: false,
        viewers: new Map(),
      }
      sessions.set(uuid, session)
    }
    if (!sessions.has(uuid)) {
      viewer.send({ type: 'end', reason: 'deleted' })
      viewer.close(CONSOLE_CLOSE_CODES.deleted, 'deleted')
      return
    }
    if (session.history) viewer.send({ type: 'output', data: session.history })
    viewer.send(statusFrame(session))
    touch(session, viewer)
    poller ??= setInterval(() => void poll(), p.settings.consolePollMs)
  }

  /** A frame from a viewer (malformed ones are dropped). */
  const receive = (uuid: string, viewer: ConsoleViewer, raw: string) => {
    const session = sessions.get(uuid)
    if (!session?.viewers.has(viewer)) return
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return
    }
    const frame = ConsoleClientFrameSchema.safeParse(json)
    if (!frame.success) return
    touch(session, viewer)
    if (!running(session.facts) || session.goingDown) return
    if (frame.data.type === 'input') {
      session.pending.push({ data: frame.data.data, viewer })
      void drain(session)
    } else if (frame.data.type === 'ctrl-alt-del') {
      // systemd's ctrl-alt-del.target: a clean reboot.
      write(session, '\r\nSystem is going down for reboot (Ctrl-Alt-Del).\r\n')
      void powerCycle(session, viewer, true)
    }
    // `resize`: a serial line has no window size; nothing to do.
  }

  /** Removes a viewer (socket closed). The session and its history stay for the next viewer. */
  const leave = (uuid: string, viewer: ConsoleViewer) => {
    const session = sessions.get(uuid)
    if (!session) return
    clearTimeout(session.viewers.get(viewer))
    session.viewers.delete(viewer)
    stopPollingWhenUnviewed()
  }

  /** Closes every viewer (the platform stops). */
  const close = () => {
    for (const session of sessions.values()) {
      for (const [viewer, timer] of session.viewers) {
        clearTimeout(timer)
        viewer.close(1001, 'server stopping')
      }
      session.viewers.clear()
    }
    sessions.clear()
    stopPollingWhenUnviewed()
  }

  return { join, receive, leave, close }
}
