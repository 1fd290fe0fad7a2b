/**
 * The bulk runner (issue 18 "Bulk actions"): runs one action on many items with limited concurrency and keeps a
 * result per item (pending → running → done | failed with its reason), reported after each change so a toast group
 * can show per-item progress, and "Retry failed" runs the same action again on the failed ones only. Services' Start
 * all / Stop all (SPEC §4) and every table's bulk start/stop/delete/billing change use it. No clock, no globals: the
 * action and the progress callback are the caller's.
 */

/** The state of one item of a bulk run. */
export type BulkItemStatus = 'pending' | 'running' | 'done' | 'failed'

/** One item's progress: its key, label and, once failed, the reason. */
export type BulkItem = {
  key: string
  label: string
  status: BulkItemStatus
  reason?: string
}

/** Options of {@link runBulk}. */
export type BulkOptions = {
  /** At most this many actions at once (1 = sequential). Default 3. */
  concurrency?: number
  /** Told of every change, with a fresh copy of every item's state. */
  onProgress?: (items: BulkItem[]) => void
  /** The reason shown for a failure (default: the error's message). */
  reasonOf?: (error: unknown) => string
}

/** The summary of a finished run. */
export type BulkSummary = {
  items: BulkItem[]
  done: number
  failed: number
}

const defaultReason = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Failed'

/** Counts of a run's items by state. */
export function bulkCounts(items: readonly BulkItem[]): Record<BulkItemStatus, number> {
  const counts: Record<BulkItemStatus, number> = { pending: 0, running: 0, done: 0, failed: 0 }
  for (const item of items) counts[item.status] += 1
  return counts
}

/** The failed items of a run (what "Retry failed" runs again). */
export function failedItems(items: readonly BulkItem[]): BulkItem[] {
  return items.filter((item) => item.status === 'failed')
}

/**
 * Runs `action` on every target, at most `concurrency` at once, in the targets' order; never throws (a failure is
 * that item's result). `keyOf`/`labelOf` name each target in the results.
 */
export async function runBulk<T>(
  targets: readonly T[],
  describe: (target: T) => { key: string; label: string },
  action: (target: T) => Promise<unknown>,
  options: BulkOptions = {},
): Promise<BulkSummary> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 3))
  const reasonOf = options.reasonOf ?? defaultReason
  const items: BulkItem[] = targets.map((t) => ({ ...describe(t), status: 'pending' as const }))
  const report = () => options.onProgress?.(items.map((item) => ({ ...item })))
  report()
  let next = 0
  const worker = async () => {
    while (next < targets.length) {
      const index = next++
      items[index] = { ...items[index]!, status: 'running' }
      report()
      try {
        await action(targets[index]!)
        items[index] = { ...items[index]!, status: 'done' }
      } catch (error) {
        items[index] = { ...items[index]!, status: 'failed', reason: reasonOf(error) }
      }
      report()
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker))
  const counts = bulkCounts(items)
  return { items: items.map((item) => ({ ...item })), done: counts.done, failed: counts.failed }
}
