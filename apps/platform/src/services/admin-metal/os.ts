/** The bare-metal OS images (issue 14 /metal/os): customers lease published versions only. */
import type { AdminMetalOs } from '@cirrus/domain'
import type { Principal } from '../../http/env.js'
import { WarrenError } from '../../http/errors.js'
import type { Platform } from '../../platform.js'
import { leaseCountsByOs, updateMetalImageVersions } from '../../store/admin/metal.js'
import { findImage, listImageRows, type ImageRow } from '../../store/images.js'
import type { DbOrTx } from '../../store/store.js'
import { recordAudit } from '../audit.js'
import { OS } from './common.js'

const osNotFound = () => new WarrenError(404, 'Operating system not found')

function toAdminOs(row: ImageRow, leases: Map<string, number>): AdminMetalOs {
  return {
    os_name: row.osName,
    display_name: row.displayName,
    versions: row.versions,
    lease_count: leases.get(row.osName) ?? 0,
  }
}

/** Every bare-metal OS image with all its versions. */
export async function adminMetalOs(db: DbOrTx): Promise<AdminMetalOs[]> {
  const [rows, leases] = await Promise.all([listImageRows(db, 'metal'), leaseCountsByOs(db)])
  return rows.map((row) => toAdminOs(row, leases))
}

/** Publishes or unpublishes one version (customers lease published versions only). */
export async function publishMetalOsVersion(
  p: Platform,
  principal: Principal,
  osName: string,
  osVersion: string,
  published: boolean,
): Promise<AdminMetalOs> {
  const db = p.store.db
  const row = await findImage(db, 'metal', osName)
  if (!row) throw osNotFound()
  if (!row.versions.some((v) => v.os_version === osVersion)) {
    throw new WarrenError(404, `Unknown version ${osVersion} of ${osName}`)
  }
  return db.transaction(async (tx) => {
    const leases = await leaseCountsByOs(tx)
    const before = toAdminOs(row, leases)
    const versions = row.versions.map((v) => (v.os_version === osVersion ? { ...v, published } : v))
    await updateMetalImageVersions(tx, osName, versions)
    const after = toAdminOs({ ...row, versions }, leases)
    await recordAudit(
      tx,
      principal,
      published ? 'metal_os.publish' : 'metal_os.unpublish',
      { type: OS, id: osName },
      before,
      after,
    )
    return after
  })
}
