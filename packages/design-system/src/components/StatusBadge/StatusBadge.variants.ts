/**
 * Every status the console shows, grouped by tone. Running/stopped/deleted are the VM states of SPEC §4;
 * the transitional ones cover operations in flight (create, clone, reinstall, restore, start, stop, delete), and a
 * bare-metal lease is provisioning → active → released.
 */
export const statusTones = {
  running: 'green',
  active: 'green',
  assigned: 'green',
  attached: 'green',
  stopped: 'gray',
  released: 'gray',
  unassigned: 'gray',
  detached: 'gray',
  hibernated: 'gray',
  deleted: 'red',
  error: 'red',
  creating: 'amber',
  starting: 'amber',
  stopping: 'amber',
  rebooting: 'amber',
  reinstalling: 'amber',
  cloning: 'amber',
  restoring: 'amber',
  deleting: 'amber',
  pending: 'amber',
  provisioning: 'amber',
} as const

export type Status = keyof typeof statusTones
export const statuses = Object.keys(statusTones) as Status[]

/** Transitional states pulse (unless the user asks for reduced motion) and announce themselves as busy. */
export const transitionalStatuses: readonly Status[] = statuses.filter((s) => statusTones[s] === 'amber')

export const statusBadgeSizes = ['1', '2', '3'] as const
export type StatusBadgeSize = (typeof statusBadgeSizes)[number]
