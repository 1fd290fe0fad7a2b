import { describe, expect, it } from 'vitest'
import { feedLine, newLine, type LineState } from './line.js'

/** Feeds everything, collecting the echo and events (as the console session does). */
function feedAll(state: LineState, input: string) {
  let echo = ''
  const events = []
  let rest = input
  while (rest !== '') {
    const fed = feedLine(state, rest)
    state = fed.state
    echo += fed.echo
    if (fed.event) events.push(fed.event)
    rest = fed.rest
  }
  return { state, echo, events }
}

describe('the serial line discipline', () => {
  it('echoes typing and hands over a line on Enter (\\r, \\n or one \\r\\n pair)', () => {
    expect(feedAll(newLine(), 'ls\r')).toMatchObject({
      echo: 'ls\r\n',
      events: [{ kind: 'line', text: 'ls' }],
    })
    expect(feedAll(newLine(), 'a\r\nb\n').events).toEqual([
      { kind: 'line', text: 'a' },
      { kind: 'line', text: 'b' },
    ])
  })

  it('stops after the first event so the shell can turn the echo off before a password is read', () => {
    const fed = feedLine(newLine(), 'root\rsecret\r')
    expect(fed.event).toEqual({ kind: 'line', text: 'root' })
    expect(fed.rest).toBe('secret\r')
    const hidden = feedLine({ ...fed.state, echo: false }, fed.rest)
    expect(hidden).toMatchObject({ echo: '\r\n', event: { kind: 'line', text: 'secret' } })
  })

  it('erases with DEL and BS, clears with Ctrl+U, interrupts with Ctrl+C, ends with Ctrl+D on an empty line', () => {
    expect(feedAll(newLine(), 'lz\x7fs\r')).toMatchObject({ echo: 'lz\b \bs\r\n', events: [{ text: 'ls' }] })
    expect(feedAll(newLine(), 'abc\x15x\r').events).toEqual([{ kind: 'line', text: 'x' }])
    expect(feedAll(newLine(), 'abc\x03')).toMatchObject({
      echo: 'abc^C\r\n',
      events: [{ kind: 'interrupt' }],
    })
    expect(feedAll(newLine(), '\x04').events).toEqual([{ kind: 'eof' }])
    expect(feedAll(newLine(), 'a\x04').events).toEqual([])
  })

  it('swallows escape sequences (arrow keys) and control bytes', () => {
    expect(feedAll(newLine(), 'l\x1b[A\x1bOBs\x07\r')).toMatchObject({
      echo: 'ls\r\n',
      events: [{ text: 'ls' }],
    })
  })
})
