// The VM console's texts (issue 15), in their own module so that only the chunks that show them carry them (the
// console's first load does not).

/**
 * Texts of the VM console (issue 15; the spec names the page, not its texts: all derived). `{name}` is the VM's.
 */
export const consoleTexts = {
  terminalLabel: 'Serial console of {name}',
  outputLabel: 'Serial output of {name}',
  openConsole: 'Open console',
  openConsoleOf: 'Open console of {name}',
  backToVm: 'Back to VM',
  start: 'Start',
  sendCtrlAltDel: 'Send Ctrl+Alt+Del',
  copy: 'Copy',
  paste: 'Paste',
  reconnect: 'Reconnect',
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Disconnected. Reconnecting in {seconds} s…',
  refused: 'You cannot open this console.',
  stopped: 'The VM is stopped. Start it to use its console.',
  deleted: 'The VM was deleted. The console session has ended.',
  idle: 'Closed after a long time without input.',
} as const
