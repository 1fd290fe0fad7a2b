// The VM console (issue 15), imported as `@cirrus/app-kit/console` by the apps' lazy console routes only (not in
// the package's main entry): its terminal chunk carries xterm.js.
export { VmConsole, type VmConsoleProps } from './VmConsole'
export { VmConsoleScreen, type VmConsoleScreenProps } from './VmConsoleScreen'
export { ConsoleView, type ConsoleViewProps } from './ConsoleView'
export {
  useConsoleSocket,
  browserSocket,
  reconnectDelaySeconds,
  type ConsoleSocket,
  type ConsoleSocketFactory,
  type ConsoleConnection,
  type ConsoleVmState,
  type ConsoleSocketOptions,
  type OutputListener,
} from './socket'
export type { TerminalHandle } from './XtermTerminal'
