/** Warren's ServicePackage object (API-NOTES §9): a package row with its VM and virtual IP resources. */
import {
  disksOfVms,
  replicasOfDisks,
  vmsOfServices,
  type ServicePackageRow,
} from '../../store/managed-services.js'
import type { DbOrTx } from '../../store/store.js'
import { warrenTime } from '../format.js'

/** Warren's ServicePackage objects (API-NOTES §9) with their VM and virtual IP resources. */
export async function toWarrenServicePackages(db: DbOrTx, rows: ServicePackageRow[]) {
  const uuids = rows.map((r) => r.uuid)
  const vmRows = await vmsOfServices(db, uuids)
  const diskRows = await disksOfVms(
    db,
    vmRows.map((v) => v.uuid),
  )
  const replicaRows = await replicasOfDisks(
    db,
    diskRows.map((d) => d.uuid),
  )
  return rows.map((row) => {
    const deleted = row.deletedAt !== null
    const vmResources = vmRows
      .filter((vm) => vm.serviceUuid === row.uuid)
      .map((vm) => ({
        resource_id: vm.uuid,
        resource_type: 'vm',
        resource_location: row.location,
        // Empty after delete (API-NOTES §9).
        resource_allocation: deleted
          ? {}
          : {
              vcpu: vm.vcpu,
              memory: vm.memory,
              status: vm.status,
              storage: diskRows
                .filter((d) => d.vmUuid === vm.uuid)
                .map((d) => ({
                  uuid: d.uuid,
                  size: d.sizeGb,
                  primary: d.primary,
                  replica: replicaRows
                    .filter((r) => r.diskUuid === d.uuid)
                    .map((r) => ({
                      uuid: r.uuid,
                      type: r.type,
                      size: r.size,
                      created_at: warrenTime(r.createdAt),
                    })),
                })),
            },
      }))
    return {
      uuid: row.uuid,
      service: row.service,
      version: row.version,
      display_name: row.displayName,
      status: row.status,
      is_multi_node: row.isMultiNode,
      is_deleted: deleted,
      deleted_at: row.deletedAt ? warrenTime(row.deletedAt) : null,
      billing_account_id: row.billingAccountId,
      user_id: row.userId,
      created_at: warrenTime(row.createdAt),
      updated_at: warrenTime(row.updatedAt),
      properties: row.properties,
      package_parameters: row.packageParameters,
      prices: [],
      resources: [
        ...vmResources,
        {
          resource_id: row.serviceIp,
          resource_type: 'virtual_ip',
          resource_location: row.location,
          resource_allocation: deleted ? {} : { address: row.serviceIp },
        },
      ],
    }
  })
}
