/**
 * Durable long operations (PLATFORM-NOTES.md "Long operations that survive a crash", issue 4 "Storage").
 *
 * - A route submits an operation row in the same transaction that validates the request and marks the resource
 *   busy (`vms.busy_operation_id`), so a second operation on the same VM gets 409 in any process.
 * - The route then runs it: it claims the row with `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)
 *   RETURNING`, holds a lease renewed by heartbeats while the simulated time passes (no transaction is held
 *   meanwhile: PGlite has one connection), then applies the whole effect, clears the busy mark and marks the
 *   operation done in ONE transaction. The HTTP call waits for it, as Warren's synchronous calls do.
 * - A crash leaves the row `running` with an expiring lease (or `pending`). The background worker re-claims it
 *   and completes it; after `operationMaxAttempts` it rolls it back instead. Either way nothing is half-created
 *   (effects happen only in the final transaction) and nothing stays busy.
 * - A heartbeat that fails (database error, or the lease is no longer ours) is logged and the work stops at
 *   once: the final transaction runs only while this process holds a live lease, so when another worker takes
 *   the operation over its effect is applied exactly once.
 * - Every payload is checked against its kind's zod schema when it is read back: a corrupted row fails the
 *   operation cleanly (500, busy mark cleared) instead of crashing a handler.
 * - A finished operation (done or failed) keeps no secrets: password hashes and cloud-init are removed from its
 *   payload in the finishing transaction; `redactFinished()` cleans rows finished before that rule (at start).
 * - The HTTP call waits at most `operationWaitMs`, then answers 504; the operation goes on in the background.
 *
 * By concern: handler.ts (what a module writes: handlers and specs), lease.ts (heartbeat, ownership), redact.ts
 * (no secrets in finished payloads); this file runs them. Every query (the SKIP LOCKED claim, the lease, the
 * finishing updates) is in store/operations.ts.
 */
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { WarrenError, noSuchVm } from '../http/errors.js'
import {
  claimPending,
  claimRecoverable,
  finishOperation,
  insertOperation,
  operationById,
  redactFinishedPayloads,
} from '../store/operations.js'
import { clearVmBusy, lockVm, updateVm, type VmRow } from '../store/vms.js'
import type { Store, Tx } from '../store/store.js'
import type { Settings } from '../settings.js'
import type { CheckedOperation, OperationHandler, OperationRow, OperationSpec } from './handler.js'
import { LostLease, assertOwned, renew, sleepUnlessLost } from './lease.js'
import { SECRET_PAYLOAD_KEYS, redactPayload } from './redact.js'

export {
  operationHandler,
  type CheckedOperation,
  type OperationHandler,
  type OperationRow,
  type OperationSpec,
} from './handler.js'
export { SECRET_PAYLOAD_KEYS, redactPayload } from './redact.js'

/** 409 text for a VM busy with another operation (API-NOTES §1.5: the provider reads 409 as "locked"). */
export const VM_LOCKED_MESSAGE = 'The virtual machine is locked by another operation'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Submits, runs, waits for and recovers operations. One per platform instance. */
export class OperationRunner {
  /** This process's lease owner name. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private readonly handlers = new Map<string, OperationHandler>()
  private timer: NodeJS.Timeout | undefined
  private polling: Promise<void> | undefined
  private readonly inFlight = new Set<Promise<void>>()
  private stopped = false
  /** Told of every operation this process finishes (the platform counts them for /metrics). */
  onFinished: (kind: string, status: 'done' | 'failed') => void = () => undefined

  constructor(
    private readonly store: Store,
    private readonly settings: Settings,
    private readonly log: (line: Record<string, unknown>) => void = () => undefined,
  ) {}

  /** Registers the handler of an operation kind (route modules do this when they are built). */
  register<P>(kind: string, handler: OperationHandler<P>): void {
    this.handlers.set(kind, handler as unknown as OperationHandler)
  }

  /** Inserts a pending operation inside the caller's transaction; marks `lockVm` busy. Returns its id. */
  async submit(tx: Tx, spec: OperationSpec): Promise<number> {
    const id = await insertOperation(tx, {
      kind: spec.kind,
      payload: spec.payload,
      resourceUuid: spec.resourceUuid ?? null,
      userId: spec.userId ?? null,
    })
    if (spec.lockVm) {
      await updateVm(tx, spec.lockVm, { busyOperationId: id })
    }
    return id
  }

  /**
   * Submits an operation on a VM: locks the VM row, refuses with 409 when another operation holds it (in any
   * process: the busy mark is a column, set in the same transaction), runs `guard` (access and state checks that
   * may throw), then submits with the VM marked busy. Returns the operation id.
   */
  async submitForVm(
    vmUuid: string,
    spec: Omit<OperationSpec, 'lockVm' | 'resourceUuid'>,
    guard: (tx: Tx, vm: VmRow) => Promise<void> | void,
  ): Promise<number> {
    return this.store.db.transaction(async (tx) => {
      const vm = await lockVm(tx, vmUuid)
      if (!vm || vm.deletedAt) throw noSuchVm(vmUuid)
      await guard(tx, vm)
      if (vm.busyOperationId !== null) throw new WarrenError(409, VM_LOCKED_MESSAGE)
      return this.submit(tx, { ...spec, resourceUuid: vmUuid, lockVm: vmUuid })
    })
  }

  /**
   * Runs a submitted operation in this process (or waits for whoever holds it) and returns its result; a failed
   * operation throws its WarrenError.
   */
  async run(id: number): Promise<unknown> {
    const claimed = await claimPending(this.store, this.owner, this.settings.operationLeaseMs, id)
    if (claimed.length > 0) await this.track(this.execute(id))
    return this.waitFor(id)
  }

  /**
   * Waits until the operation is done or failed, at most `timeoutMs` (default `operationWaitMs`): then 504, and
   * the operation goes on in the background (the caller can read the resource later).
   */
  async waitFor(id: number, timeoutMs = this.settings.operationWaitMs): Promise<unknown> {
    const deadline = Date.now() + timeoutMs
    for (let delay = 10; ; delay = Math.min(delay * 2, 250)) {
      const op = await operationById(this.store.db, id)
      if (!op) throw new WarrenError(500, `Operation ${id} disappeared`)
      if (op.status === 'done') return op.result
      if (op.status === 'failed') {
        const error = op.error ?? { status: 500, message: 'Operation failed' }
        throw new WarrenError(error.status as 400, error.message, error.errors)
      }
      const left = deadline - Date.now()
      if (left <= 0) {
        const message = `The operation is still running after ${Math.round(timeoutMs / 1000)} s; it continues in the background`
        throw new WarrenError(504, message, { operation: message })
      }
      await sleep(Math.min(delay, left))
    }
  }

  /**
   * Removes secrets from the payloads of operations finished before the runner redacted them itself (no
   * migration needed: a plain update, safe to repeat and to run from several processes). Returns the count.
   */
  async redactFinished(): Promise<number> {
    return redactFinishedPayloads(this.store, SECRET_PAYLOAD_KEYS)
  }

  /**
   * One recovery pass: claims pending operations nobody ran and running ones whose lease expired, and executes
   * them. `takeOver` also claims live leases: used at start when the store is exclusive (PGlite behind its lock
   * file), where any running operation belongs to a dead process.
   */
  async recover(options: { takeOver?: boolean } = {}): Promise<number> {
    const now = new Date()
    const stalePending = new Date(now.getTime() - this.settings.operationLeaseMs)
    const ids = await claimRecoverable(
      this.store,
      this.owner,
      this.settings.operationLeaseMs,
      { takeOver: options.takeOver, now, stalePending },
      20,
    )
    await Promise.all(ids.map((id) => this.track(this.execute(id))))
    return ids.length
  }

  /** Starts the background recovery loop (server only; tests call `recover()` directly). */
  start(): void {
    this.stopped = false
    const tick = async () => {
      if (this.stopped || this.polling) return
      this.polling = this.recover()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.log({ level: 'error', msg: 'operation recovery failed', error: String(error) }),
        )
        .finally(() => {
          this.polling = undefined
        })
    }
    void (this.store.exclusive ? this.recover({ takeOver: true }) : this.recover()).catch((error: unknown) =>
      this.log({ level: 'error', msg: 'operation recovery failed', error: String(error) }),
    )
    void this.redactFinished().catch((error: unknown) =>
      this.log({ level: 'error', msg: 'redacting finished operations failed', error: String(error) }),
    )
    this.timer = setInterval(() => void tick(), this.settings.workerPollMs)
    this.timer.unref()
  }

  /** Stops the loop and waits for operations this process is executing. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await this.polling
    await Promise.allSettled([...this.inFlight])
  }

  private async track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work)
    try {
      await work
    } finally {
      this.inFlight.delete(work)
    }
  }
  private async execute(id: number): Promise<void> {
    const row = await operationById(this.store.db, id)
    if (!row) return
    const handler = this.handlers.get(row.kind)
    if (!handler) {
      await this.finishFailed(row, undefined, new WarrenError(500, `Unknown operation kind ${row.kind}`))
      return
    }
    const checked = handler.payload.safeParse(row.payload)
    if (!checked.success) {
      this.log({
        level: 'error',
        msg: 'operation payload is invalid',
        operation: row.id,
        kind: row.kind,
        error: checked.error.message,
      })
      // No rollback: it would read the same corrupted payload. The busy mark is cleared all the same.
      await this.finishFailed(row, undefined, new WarrenError(500, 'The operation could not be read back'))
      return
    }
    const op: CheckedOperation<Record<string, unknown>> = { ...row, payload: checked.data }
    if (op.attempts > this.settings.operationMaxAttempts) {
      this.log({ level: 'warn', msg: 'operation rolled back after repeated interruptions', operation: op.id })
      await this.finishFailed(
        row,
        handler,
        new WarrenError(500, 'The operation was interrupted and rolled back'),
        op,
      )
      return
    }
    const lost = new AbortController()
    const heartbeat = setInterval(
      () =>
        void renew(this.store, this.owner, this.settings.operationLeaseMs, op.id).then((error) => {
          if (error === undefined || lost.signal.aborted) return
          this.log({
            level: 'warn',
            msg: 'operation heartbeat failed; leaving the operation to another worker',
            operation: op.id,
            error,
          })
          lost.abort()
        }),
      Math.max(50, this.settings.operationLeaseMs / 3),
    )
    try {
      const delay = handler.durationMs(op) * this.settings.operationTimeScale
      if (delay > 0) await sleepUnlessLost(delay, lost.signal)
      if (lost.signal.aborted) return
      await this.store.db.transaction(async (tx) => {
        await assertOwned(tx, this.owner, op.id)
        const result = await handler.complete(tx, op)
        await clearVmBusy(tx, op.id)
        await finishOperation(tx, op.id, {
          status: 'done',
          result: result ?? null,
          payload: redactPayload(row.payload),
        })
      })
      this.onFinished(op.kind, 'done')
    } catch (error) {
      if (error instanceof LostLease) return
      const failure =
        error instanceof WarrenError
          ? error
          : new WarrenError(500, 'Internal error while running the operation')
      if (!(error instanceof WarrenError)) {
        this.log({ level: 'error', msg: 'operation crashed', operation: op.id, error: String(error) })
      }
      if (!lost.signal.aborted) await this.finishFailed(row, handler, failure, op)
    } finally {
      clearInterval(heartbeat)
    }
  }

  private async finishFailed(
    op: OperationRow,
    handler: OperationHandler | undefined,
    error: WarrenError,
    checked?: CheckedOperation<Record<string, unknown>>,
  ) {
    await this.store.db
      .transaction(async (tx) => {
        await assertOwned(tx, this.owner, op.id)
        if (checked) await handler?.rollback?.(tx, checked)
        await clearVmBusy(tx, op.id)
        await finishOperation(tx, op.id, {
          status: 'failed',
          error: { status: error.status, message: error.message, errors: error.errors },
          payload: redactPayload(op.payload),
        })
      })
      .then(() => this.onFinished(op.kind, 'failed'))
      .catch((e: unknown) => {
        if (!(e instanceof LostLease)) throw e
      })
  }
}
