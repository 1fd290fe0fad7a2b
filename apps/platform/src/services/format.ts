/**
 * Timestamp formats of the Warren API (API-NOTES §1.4): VM, network, IP, firewall, LB and service objects use
 * `YYYY-MM-DD HH:MM:SS` (UTC); disks and buckets use `YYYY-MM-DDTHH:MM:SS.mmm+0000`.
 */

/** `2025-11-20 09:58:00` (UTC). */
export function warrenTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** `2025-11-20T09:58:00.000+0000` (disks, buckets). */
export function diskTime(date: Date): string {
  return date.toISOString().replace('Z', '+0000')
}

/** `2025-11` (UTC). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7)
}

/** The start of the UTC hour containing `date`. */
export function hourStart(date: Date): Date {
  const d = new Date(date)
  d.setUTCMinutes(0, 0, 0)
  return d
}
