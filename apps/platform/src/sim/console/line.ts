/**
 * The line discipline of a simulated serial console (issue 15): what a tty in canonical mode does with the bytes a
 * viewer types, as a pure function — echo (none while a password is read), backspace, Ctrl+C, Ctrl+U, and whole
 * lines on Enter. Escape sequences (arrow keys, function keys) are swallowed: the small shell has no line editing.
 * No I/O: sim/console/session.ts feeds it and writes what it returns.
 */

/** What the line discipline holds between two inputs. */
export type LineState = {
  /** The line typed so far. */
  buffer: string
  /** False while a password is read (no echo). */
  echo: boolean
  /** Inside an escape sequence (`ESC [ … final byte`). */
  escape: '' | 'esc' | 'csi'
}

/** One thing the line discipline hands to the shell. */
export type LineEvent = { kind: 'line'; text: string } | { kind: 'interrupt' } | { kind: 'eof' }

/** A fresh line discipline. */
export const newLine = (echo = true): LineState => ({ buffer: '', echo, escape: '' })

/** The longest line kept (a real tty's canonical buffer is 4095 bytes). */
export const MAX_LINE = 4095

/**
 * Feeds typed bytes up to the first completed event: returns the new state, what to echo to every viewer, the event
 * (if any) and the bytes not read yet — the shell may change the echo (a password prompt) before they are read.
 * `\r` and `\n` end a line (a `\r\n` pair ends one), DEL and BS erase one character, Ctrl+C interrupts, Ctrl+D on
 * an empty line is end of file, Ctrl+U erases the line.
 */
export function feedLine(
  state: LineState,
  input: string,
): { state: LineState; echo: string; event: LineEvent | null; rest: string } {
  let { buffer, escape } = state
  let echo = ''
  let event: LineEvent | null = null
  const chars = [...input]
  let i = 0
  for (; i < chars.length && event === null; i++) {
    const ch = chars[i]!
    const code = ch.codePointAt(0)!
    if (escape === 'esc') {
      escape = ch === '[' || ch === 'O' ? 'csi' : ''
    } else if (escape === 'csi') {
      if (code >= 0x40 && code <= 0x7e) escape = ''
    } else if (ch === '\x1b') {
      escape = 'esc'
    } else if (ch === '\r' || ch === '\n') {
      echo += '\r\n'
      event = { kind: 'line', text: buffer }
      buffer = ''
      // A \r\n pair ends one line.
      if (ch === '\r' && chars[i + 1] === '\n') i++
    } else if (ch === '\x7f' || ch === '\b') {
      if (buffer.length > 0) {
        buffer = [...buffer].slice(0, -1).join('')
        if (state.echo) echo += '\b \b'
      }
    } else if (ch === '\x03') {
      echo += '^C\r\n'
      event = { kind: 'interrupt' }
      buffer = ''
    } else if (ch === '\x04') {
      if (buffer === '') event = { kind: 'eof' }
    } else if (ch === '\x15') {
      if (state.echo) echo += '\b \b'.repeat([...buffer].length)
      buffer = ''
    } else if (code >= 0x20 && buffer.length < MAX_LINE) {
      buffer += ch
      if (state.echo) echo += ch
    }
  }
  return { state: { ...state, buffer, escape }, echo, event, rest: chars.slice(i).join('') }
}
