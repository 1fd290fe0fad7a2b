/**
 * OS images (API-NOTES §11, §14.4; SPEC §4, §6): unpublished versions exist only for administrators.
 */
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { findVmImage, listImageRows, type ImageRow } from '../store/images.js'
import type { DbOrTx } from '../store/store.js'

/** An image row. */
export type { ImageRow }

/** The Warren image object with the versions the viewer may see; null when none is visible. */
export function toWarrenImage(row: ImageRow, isAdmin: boolean) {
  const versions = row.versions.filter((v) => isAdmin || v.published)
  if (versions.length === 0) return null
  return {
    os_name: row.osName,
    display_name: row.displayName,
    ui_position: row.uiPosition,
    is_default: row.isDefault,
    is_app_catalog: row.isAppCatalog,
    icon: row.icon,
    versions,
  }
}

/** Images of a kind (`vm` or `metal`) as the viewer sees them, in UI order. */
export async function listImages(db: DbOrTx, kind: 'vm' | 'metal', isAdmin: boolean) {
  const rows = await listImageRows(db, kind)
  return rows.map((row) => toWarrenImage(row, isAdmin)).filter((image) => image !== null)
}

/** Marks the "empty disk" image of a VM create (API-NOTES §7.3: `_custom` / `_`). */
export const EMPTY_OS = { osName: '_custom', osVersion: '_' } as const

/**
 * The image and version a VM is created or reinstalled from, or a 400 naming the field. Unpublished versions
 * are usable by administrators only.
 */
export async function resolveVmImage(
  db: DbOrTx,
  principal: Principal,
  osName: string,
  osVersion: string | undefined,
): Promise<{ image: ImageRow; osVersion: string }> {
  const image = await findVmImage(db, osName)
  const visible = image?.versions.filter((v) => principal.user.isAdmin || v.published) ?? []
  if (!image || visible.length === 0) {
    throw new WarrenError(400, `Unknown OS image: ${osName}`, { os_name: `Unknown OS image: ${osName}` })
  }
  const version = osVersion ?? visible[0]!.os_version
  if (!visible.some((v) => v.os_version === version)) {
    const message = `Unknown version ${version} of ${osName}`
    throw new WarrenError(400, message, { os_version: message })
  }
  return { image, osVersion: version }
}
