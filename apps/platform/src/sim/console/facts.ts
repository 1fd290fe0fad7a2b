/**
 * What the simulated serial console knows of its VM (issue 15): the platform's own state, read by
 * store/vm-console.ts at each command, so `hostname`, `ip addr`, `lsblk`, `free -m` … answer from the VM as it is.
 */

/** One attached disk as the guest sees it. */
export type DiskFact = { device: string; sizeGb: number; primary: boolean }

/** The VM's state as the console reads it. */
export type VmFacts = {
  uuid: string
  name: string
  hostname: string
  status: string
  vcpu: number
  /** RAM in MiB. */
  memoryMb: number
  osName: string
  osVersion: string
  username: string | null
  mac: string
  privateIpv4: string
  /** Public addresses assigned to the VM (floating IPs). */
  publicIpv4: string[]
  disks: DiskFact[]
}

/** Time facts for the commands that print a clock (`uptime`): now and the last boot. */
export type Clock = { now: Date; bootedAt: Date }
