import { describe, expect, it } from 'vitest'
import { bulkCounts, failedItems, runBulk, type BulkItem } from './bulk.js'

const describeName = (name: string) => ({ key: name, label: name })

describe('runBulk', () => {
  it('keeps a result per item: failures carry their reason and do not stop the others', async () => {
    const summary = await runBulk(['a', 'b', 'c'], describeName, async (name) => {
      if (name === 'b') throw new Error('The virtual machine is locked by another operation')
    })
    expect(summary.done).toBe(2)
    expect(summary.failed).toBe(1)
    expect(summary.items).toEqual([
      { key: 'a', label: 'a', status: 'done' },
      {
        key: 'b',
        label: 'b',
        status: 'failed',
        reason: 'The virtual machine is locked by another operation',
      },
      { key: 'c', label: 'c', status: 'done' },
    ])
    expect(failedItems(summary.items).map((i) => i.key)).toEqual(['b'])
  })

  it('runs at most `concurrency` actions at once', async () => {
    let running = 0
    let most = 0
    const gates: (() => void)[] = []
    const run = runBulk(
      ['a', 'b', 'c', 'd', 'e'],
      describeName,
      () =>
        new Promise<void>((resolve) => {
          running += 1
          most = Math.max(most, running)
          gates.push(() => {
            running -= 1
            resolve()
          })
        }),
      { concurrency: 2 },
    )
    for (let opened = 0; opened < 5; opened += 1) {
      await new Promise((r) => setTimeout(r, 0))
      gates.shift()?.()
    }
    await run
    expect(most).toBe(2)
  })

  it('is sequential with concurrency 1 and reports every change', async () => {
    const order: string[] = []
    const snapshots: BulkItem[][] = []
    await runBulk(
      ['a', 'b'],
      describeName,
      async (name) => {
        order.push(name)
      },
      { concurrency: 1, onProgress: (items) => snapshots.push(items) },
    )
    expect(order).toEqual(['a', 'b'])
    // initial + (running, finished) per item
    expect(snapshots).toHaveLength(5)
    expect(snapshots[1]!.map((i) => i.status)).toEqual(['running', 'pending'])
    expect(bulkCounts(snapshots[4]!)).toEqual({ pending: 0, running: 0, done: 2, failed: 0 })
  })

  it('names a non-Error failure with the given reason function', async () => {
    const summary = await runBulk(['a'], describeName, () => Promise.reject({ status: 409 }), {
      reasonOf: (e) => `status ${(e as { status: number }).status}`,
    })
    expect(summary.items[0]!.reason).toBe('status 409')
  })
})
