/** Paths of the disks section (SPEC §2), built in one place so links and redirects agree. */

/** The disks section's overview. */
export const DISKS_PATH = '/disks'

/** The disk create page (SPEC §2 /disks/create). */
export const DISK_CREATE_PATH = '/disks/create'

/** A disk's page: `/disks/disk/{location}/{uuid}/` (SPEC §2, with its trailing slash). */
export function diskPath(location: string, uuid: string): string {
  return `/disks/disk/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}/`
}
