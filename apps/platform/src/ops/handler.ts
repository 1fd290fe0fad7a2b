/**
 * What a resource module writes to have a long operation run (ops/runner.ts): a handler per kind (its payload
 * schema, simulated duration, effect and rollback), and what a route submits.
 */
import type { z } from 'zod'
import type { OperationRow } from '../store/operations.js'
import type { Tx } from '../store/store.js'

/** An operation row. */
export type { OperationRow } from '../store/operations.js'

/** An operation row whose payload passed its kind's schema. */
export type CheckedOperation<P> = Omit<OperationRow, 'payload'> & { payload: P }

/** What a kind of operation does. */
export type OperationHandler<P = Record<string, unknown>> = {
  /** The payload's shape, checked every time the row is read back to run it. */
  payload: z.ZodType<P>
  /** Simulated duration in demo timing (ms); multiplied by `operationTimeScale`. */
  durationMs(op: CheckedOperation<P>): number
  /** Applies the whole effect inside the final transaction; the return value is the operation's result. */
  complete(tx: Tx, op: CheckedOperation<P>): Promise<unknown>
  /** Undoes what submitting did, when the operation is abandoned or fails (the busy mark is cleared for you). */
  rollback?(tx: Tx, op: CheckedOperation<P>): Promise<void>
}

/** A handler of any payload type, as the runner and modules.ts hold it (its schema checks the payload first). */
export function operationHandler<P>(handler: OperationHandler<P>): OperationHandler {
  return handler as unknown as OperationHandler
}

/** What to submit. */
export type OperationSpec = {
  kind: string
  payload: Record<string, unknown>
  /** The resource the operation acts on; with `lockVm`, that VM is marked busy. */
  resourceUuid?: string
  userId?: number
  /** Mark this VM busy (the caller has locked its row and checked it is free). */
  lockVm?: string
}
