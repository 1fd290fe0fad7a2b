/**
 * The VM simulator (SPEC §4, API-NOTES §7): every long VM action is a durable operation (ops/runner.ts). The
 * request is checked and the VM marked busy when it is submitted; ALL effects happen in the handler's
 * `complete`, in one transaction, so a crash never leaves a half-created VM or one stuck mid-action.
 *
 * The handlers by concern: vm-create.ts (create, clone), vm-lifecycle.ts (power, delete, reinstall, rebuild, ISO),
 * vm-storage.ts (disks and replicas); what they share in vm-common.ts.
 */
import type { z } from 'zod'
import { operationHandler, type OperationHandler } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import { DEMO_DURATIONS_MS } from './durations.js'
import type { VmOperation } from './vm-common.js'
import { createOperations } from './vm-create.js'
import { lifecycleOperations } from './vm-lifecycle.js'
import { storageOperations } from './vm-storage.js'

export { VmCreatePayloadSchema, type VmCreatePayload } from './vm-create.js'

const handlers = { ...createOperations, ...lifecycleOperations, ...storageOperations }

/** Every VM operation handler, for the VM module's `operations` (modules.ts registers them with the runner). */
export function vmOperations(p: Platform): Record<string, OperationHandler> {
  return Object.fromEntries(
    (Object.entries(handlers) as [string, VmOperation<z.ZodType>][]).map(([name, handler]) => [
      name,
      operationHandler({
        payload: handler.payload,
        durationMs: (op) => DEMO_DURATIONS_MS[handler.duration(op)],
        complete: (tx, op) => handler.complete(tx, op, p),
      }),
    ]),
  )
}
