import { CONSOLE_REPLAY_BYTES } from '@cirrus/domain'
import { describe, expect, it } from 'vitest'
import { keepLast } from './vm-console.js'

describe('the console history (what a joining viewer is replayed)', () => {
  it('keeps the last 64 KiB of output', () => {
    const line = 'x'.repeat(1023) + '\n'
    const long = Array.from({ length: 100 }, (_, i) => String(i).padStart(4, '0') + line).join('')
    const kept = keepLast(long, CONSOLE_REPLAY_BYTES)
    expect(Buffer.byteLength(kept)).toBe(64 * 1024)
    expect(long.endsWith(kept)).toBe(true)
    expect(keepLast('short', CONSOLE_REPLAY_BYTES)).toBe('short')
  })

  it('counts bytes, not characters', () => {
    const kept = keepLast('é'.repeat(40_000), CONSOLE_REPLAY_BYTES)
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(CONSOLE_REPLAY_BYTES)
    expect(kept.length).toBe(CONSOLE_REPLAY_BYTES / 2)
  })
})
