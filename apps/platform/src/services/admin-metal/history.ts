/** A machine's history (issue 14 /metal/machines/history): its leases, the customers' lease and release events and the administrators' audit entries. */
import type { MachineEvent, MachineHistory } from '@cirrus/domain'
import type { Platform } from '../../platform.js'
import { adminMachineByUuid, leasesOfMachine } from '../../store/admin/metal.js'
import { listAudit } from '../../store/audit.js'
import { toAuditEntry } from '../audit.js'
import { MACHINE, machineNotFound } from './common.js'
import { toAdminMachine, toLease } from './machines.js'

/** A machine's history: the machine, its leases (newest first) and every event, newest first. */
export async function machineHistory(p: Platform, location: string, uuid: string): Promise<MachineHistory> {
  const db = p.store.db
  const row = await adminMachineByUuid(db, uuid)
  if (!row || row.location !== location) throw machineNotFound()
  const [leases, audit] = await Promise.all([
    leasesOfMachine(db, uuid),
    listAudit(db, { limit: 500, targetType: MACHINE, targetId: uuid }),
  ])
  const events: MachineEvent[] = [
    ...leases.flatMap((l) => [
      {
        at: l.createdAt.toISOString(),
        kind: 'lease' as const,
        actor_user_id: l.userId,
        actor_email: l.ownerEmail,
        action: 'lease',
        lease_uuid: l.uuid,
      },
      ...(l.releasedAt
        ? [
            {
              at: l.releasedAt.toISOString(),
              kind: 'release' as const,
              actor_user_id: l.userId,
              actor_email: l.ownerEmail,
              action: 'release',
              lease_uuid: l.uuid,
            },
          ]
        : []),
    ]),
    ...audit.map((a) => ({
      at: a.createdAt.toISOString(),
      kind: 'admin' as const,
      actor_user_id: a.actorUserId,
      actor_email: a.actorEmail,
      action: a.action,
      lease_uuid: null,
    })),
  ].sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0))
  return {
    machine: toAdminMachine(row),
    leases: leases.map(toLease),
    events,
    audit: audit.map(toAuditEntry),
  }
}
