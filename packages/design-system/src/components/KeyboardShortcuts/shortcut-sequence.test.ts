import { describe, expect, it } from 'vitest'
import { SEQUENCE_TIMEOUT_MS, feedKey, idleSequence, isTypingTarget } from './shortcut-sequence'

const shortcuts = [
  { keys: ['g', 'd'], description: 'Dashboard' },
  { keys: ['g', 'c'], description: 'Compute' },
  { keys: ['c'], description: 'Create' },
  { keys: ['?'], description: 'Help' },
]

describe('feedKey', () => {
  it('matches a single key at once', () => {
    expect(feedKey(shortcuts, idleSequence, '?', 10).match?.description).toBe('Help')
  })

  it('waits after the first key of a sequence, then matches the second', () => {
    const first = feedKey(shortcuts, idleSequence, 'g', 10)
    expect(first.match).toBeNull()
    expect(first.state.keys).toEqual(['g'])
    expect(feedKey(shortcuts, first.state, 'c', 200).match?.description).toBe('Compute')
  })

  it('forgets a sequence after the timeout, so "c" alone is create', () => {
    const first = feedKey(shortcuts, idleSequence, 'g', 10)
    expect(feedKey(shortcuts, first.state, 'c', 20 + SEQUENCE_TIMEOUT_MS).match?.description).toBe('Create')
  })

  it('starts over from a key that continues nothing', () => {
    const first = feedKey(shortcuts, idleSequence, 'g', 10)
    const second = feedKey(shortcuts, first.state, 'x', 20)
    expect(second).toEqual({ match: null, state: idleSequence })
    const again = feedKey(shortcuts, feedKey(shortcuts, first.state, 'g', 30).state, 'd', 40)
    expect(again.match?.description).toBe('Dashboard')
  })
})

/** A stand-in element: the tag, type and editability `isTypingTarget` reads (the suite runs in Node). */
function element(tagName: string, type = 'text', isContentEditable = false): EventTarget {
  const el = {
    tagName,
    type,
    isContentEditable,
    closest: (selector: string) => (selector.toLowerCase().includes(tagName.toLowerCase()) ? el : null),
  }
  return el as unknown as EventTarget
}

describe('isTypingTarget', () => {
  it('is true in text fields and editable areas, false elsewhere', () => {
    expect(isTypingTarget(element('INPUT'))).toBe(true)
    expect(isTypingTarget(element('INPUT', 'search'))).toBe(true)
    expect(isTypingTarget(element('TEXTAREA'))).toBe(true)
    expect(isTypingTarget(element('DIV', '', true))).toBe(true)
    expect(isTypingTarget(element('INPUT', 'checkbox'))).toBe(false)
    expect(isTypingTarget(element('BUTTON'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})
