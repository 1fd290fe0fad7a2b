/**
 * The durable operations of services (ops/runner.ts): create, and per-VM start, stop and backup restore. The
 * managed-services module lists them in modules.ts; the routes submit them and wait.
 */
import { z } from 'zod'
import { operationHandler, type CheckedOperation, type OperationHandler } from '../../ops/runner.js'
import type { Platform } from '../../platform.js'
import { setVmStatus } from '../../store/managed-services.js'
import { takeFirstBackups } from '../backups.js'
import type { Tx } from '../../store/store.js'
import { ServiceCreatePayloadSchema, completeServiceCreate } from './create.js'

/** Demo durations (ms) of the service operations, scaled by `operationTimeScale` (0 in tests). */
export const SERVICE_DURATIONS_MS = { create: 4000, start: 800, stop: 2000, restore: 2500 } as const

const ServiceVmPayloadSchema = z.object({ vmUuid: z.string().min(1) })

/** The service operation handlers, for the managed-services module's `operations` (modules.ts). */
export function serviceOperations(p: Platform): Record<string, OperationHandler> {
  type ServiceVmOperation = CheckedOperation<z.infer<typeof ServiceVmPayloadSchema>>
  const power = (status: 'running' | 'stopped') => async (tx: Tx, op: ServiceVmOperation) => {
    const now = p.clock()
    await setVmStatus(tx, op.payload.vmUuid, status, now)
    // A node that never ran yet (created hibernating) gets its first backup once it runs.
    if (status === 'running') await takeFirstBackups(tx, [op.payload.vmUuid], now)
    return { success: true }
  }
  const vmOperation = (durationMs: number, status: 'running' | 'stopped') =>
    operationHandler({
      payload: ServiceVmPayloadSchema,
      durationMs: () => durationMs,
      complete: power(status),
    })
  return {
    'service.create': operationHandler({
      payload: ServiceCreatePayloadSchema,
      durationMs: () => SERVICE_DURATIONS_MS.create,
      complete: (tx, op) => completeServiceCreate(p, tx, op.payload),
    }),
    'service.vm.start': vmOperation(SERVICE_DURATIONS_MS.start, 'running'),
    'service.vm.stop': vmOperation(SERVICE_DURATIONS_MS.stop, 'stopped'),
    // Restoring a backup rewrites the boot disk; the node comes back up running.
    'service.vm.restore': vmOperation(SERVICE_DURATIONS_MS.restore, 'running'),
  }
}
