import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addToast,
  dismissToast,
  expireToasts,
  MAX_TOASTS,
  nextExpiry,
  pauseToasts,
  resolveToast,
  resumeToasts,
  toastLifetimes,
  toastsToShow,
  type Toast,
  type ToastInput,
} from './toast-queue'

const add = (queue: readonly Toast[], input: ToastInput, now = 0) => addToast(queue, input, now)
const ids = (queue: readonly Toast[]) => queue.map((t) => t.id)

describe('addToast', () => {
  it('adds at the end with the kind’s lifetime', () => {
    const q = add([], { id: 'a', kind: 'success', title: 'Saved' }, 1_000)
    expect(q).toEqual([{ id: 'a', kind: 'success', title: 'Saved', createdAt: 1_000, expiresAt: 6_000 }])
  })

  it('defaults to info and takes a custom duration', () => {
    const q = add([], { id: 'a', title: 'Hi', duration: 60_000 }, 0)
    expect(q[0]!.kind).toBe('info')
    expect(q[0]!.expiresAt).toBe(60_000)
  })

  it('gives a progress toast 3 minutes and errors longer than successes (SPEC §9)', () => {
    expect(toastLifetimes.progress).toBe(180_000)
    expect(toastLifetimes.error).toBeGreaterThan(toastLifetimes.success)
    expect(add([], { id: 'p', kind: 'progress', title: 'Creating' }, 5)[0]!.expiresAt).toBe(180_005)
  })

  it('keeps at most 5, dropping the oldest non-progress toast when a 6th arrives', () => {
    let q: readonly Toast[] = add([], { id: 'p', kind: 'progress', title: 'Creating VM' }, 0)
    for (let i = 1; i <= 5; i++) q = add(q, { id: `s${i}`, kind: 'success', title: `Done ${i}` }, i)
    expect(MAX_TOASTS).toBe(5)
    expect(ids(q)).toEqual(['p', 's2', 's3', 's4', 's5'])
  })

  it('drops the oldest progress toast only when all are progress', () => {
    let q: readonly Toast[] = []
    for (let i = 1; i <= 6; i++) q = add(q, { id: `p${i}`, kind: 'progress', title: `Job ${i}` }, i)
    expect(ids(q)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6'])
  })

  it('replaces a toast with the same id in place and restarts its lifetime', () => {
    let q = add([], { id: 'a', title: 'One' }, 0)
    q = add(q, { id: 'b', title: 'Two' }, 0)
    q = add(q, { id: 'a', kind: 'error', title: 'One failed' }, 100)
    expect(ids(q)).toEqual(['a', 'b'])
    expect(q[0]).toMatchObject({ kind: 'error', title: 'One failed', createdAt: 100, expiresAt: 10_100 })
  })

  it('never holds more than 5, whatever arrives (property)', () => {
    const kinds = fc.constantFrom('success', 'error', 'info', 'progress') as fc.Arbitrary<ToastInput['kind']>
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string({ maxLength: 3 }), kind: kinds })), (inputs) => {
        let q: readonly Toast[] = []
        inputs.forEach((input, i) => (q = add(q, { ...input, title: 't' }, i)))
        const unique = new Set(ids(q)).size === q.length
        return q.length <= MAX_TOASTS && unique
      }),
    )
  })
})

describe('dismissToast', () => {
  it('removes the toast', () => {
    const q = add(add([], { id: 'a', title: 'A' }), { id: 'b', title: 'B' })
    expect(ids(dismissToast(q, 'a'))).toEqual(['b'])
  })

  it('returns the same queue for an unknown id', () => {
    const q = add([], { id: 'a', title: 'A' })
    expect(dismissToast(q, 'zzz')).toBe(q)
  })
})

describe('resolveToast', () => {
  it('turns a progress toast into its outcome in place', () => {
    let q = add([], { id: 'op', kind: 'progress', title: 'Creating web-1' }, 0)
    q = add(q, { id: 'x', title: 'Other' }, 10)
    q = resolveToast(q, 'op', { kind: 'success', title: 'web-1 created' }, 40_000)
    expect(ids(q)).toEqual(['op', 'x'])
    expect(q[0]).toMatchObject({ kind: 'success', title: 'web-1 created', expiresAt: 45_000 })
  })

  it('resolves to an error with actions', () => {
    const retry = () => {}
    let q = add([], { id: 'op', kind: 'progress', title: 'Creating web-1' }, 0)
    q = resolveToast(
      q,
      'op',
      { kind: 'error', title: 'Failed', actions: [{ label: 'Retry', onClick: retry }] },
      1,
    )
    expect(q[0]).toMatchObject({ kind: 'error', expiresAt: 10_001 })
    expect(q[0]!.actions?.[0]?.label).toBe('Retry')
  })

  it('still shows the outcome when the progress toast was dismissed', () => {
    const q = resolveToast([], 'op', { kind: 'success', title: 'Done' }, 7)
    expect(q).toHaveLength(1)
    expect(q[0]).toMatchObject({ id: 'op', kind: 'success' })
  })
})

describe('expireToasts and nextExpiry', () => {
  const q = [
    ...add([], { id: 's', kind: 'success', title: 'S' }, 0),
    ...add([], { id: 'e', kind: 'error', title: 'E' }, 0),
    ...add([], { id: 'p', kind: 'progress', title: 'P' }, 0),
  ]

  it('removes toasts whose time is up', () => {
    expect(ids(expireToasts(q, 4_999))).toEqual(['s', 'e', 'p'])
    expect(ids(expireToasts(q, 5_000))).toEqual(['e', 'p'])
    expect(ids(expireToasts(q, 10_000))).toEqual(['p'])
    expect(ids(expireToasts(q, 179_999))).toEqual(['p'])
    expect(expireToasts(q, 180_000)).toEqual([])
  })

  it('returns the same queue when nothing expires', () => {
    expect(expireToasts(q, 1)).toBe(q)
  })

  it('knows when the next toast expires', () => {
    expect(nextExpiry(q)).toBe(5_000)
    expect(nextExpiry(expireToasts(q, 5_000))).toBe(10_000)
    expect(nextExpiry([])).toBeNull()
    expect(nextExpiry(add([], { id: 'k', title: 'Kept', duration: Number.POSITIVE_INFINITY }))).toBeNull()
  })
})

describe('pauseToasts and resumeToasts', () => {
  it('stops lifetimes while paused and resumes with the time left', () => {
    const q = add([], { id: 'a', kind: 'success', title: 'A' }, 0) // expires at 5,000
    const paused = pauseToasts(q, 2_000)
    expect(nextExpiry(paused)).toBeNull()
    expect(expireToasts(paused, 1_000_000)).toHaveLength(1)
    const resumed = resumeToasts(paused, 60_000)
    expect(resumed[0]!.expiresAt).toBe(63_000)
    expect(resumed[0]!.remaining).toBeUndefined()
  })

  it('is idempotent', () => {
    const paused = pauseToasts(add([], { id: 'a', title: 'A' }, 0), 1_000)
    expect(pauseToasts(paused, 4_000)).toBe(paused)
    const resumed = resumeToasts(paused, 2_000)
    expect(resumeToasts(resumed, 3_000)).toBe(resumed)
  })
})

describe('toastsToShow', () => {
  it('shows the newest first, at most 5', () => {
    const q = Array.from({ length: 7 }, (_, i) => add([], { id: `t${i}`, title: 'T' }, i)[0]!)
    expect(ids(toastsToShow(q))).toEqual(['t6', 't5', 't4', 't3', 't2'])
  })
})
