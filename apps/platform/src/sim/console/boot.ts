/**
 * What a VM prints on its serial port (issue 15), as pure text from its facts: the boot log (kernel, systemd
 * units, cloud-init with the VM's hostname and addresses) ending at a login prompt, and the shutdown log.
 */
import type { VmFacts } from './facts.js'

/** The distribution's pretty name, as /etc/os-release has it. */
export function prettyName(facts: VmFacts): string {
  const name = facts.osName.toLowerCase()
  if (name === 'ubuntu') return `Ubuntu ${facts.osVersion} LTS`
  if (name === 'debian')
    return `Debian GNU/Linux ${facts.osVersion} (${DEBIAN_CODENAMES[facts.osVersion] ?? 'stable'})`
  if (name === 'almalinux') return `AlmaLinux ${facts.osVersion}`
  if (name === 'rocky' || name === 'rockylinux') return `Rocky Linux ${facts.osVersion}`
  return `${facts.osName} ${facts.osVersion}`
}

const DEBIAN_CODENAMES: Record<string, string> = { '11': 'bullseye', '12': 'bookworm', '13': 'trixie' }

/** The kernel release the guest reports. */
export function kernelRelease(facts: VmFacts): string {
  return facts.osName.toLowerCase() === 'debian' ? '6.1.0-28-cloud-amd64' : '6.8.0-51-generic'
}

const stamp = (seconds: number) => `[${seconds.toFixed(6).padStart(12)}] `
const ok = (unit: string) => `[  \x1b[0;32mOK\x1b[0m  ] ${unit}`

/** The login prompt line (after `\r\n`). */
export function loginPrompt(facts: VmFacts): string {
  return `${facts.hostname} login: `
}

/** The banner and prompt a getty prints on the serial line. */
export function getty(facts: VmFacts): string {
  return `\r\n${prettyName(facts)} ${facts.hostname} ttyS0\r\n\r\n${loginPrompt(facts)}`
}

/** The boot log of the VM, from firmware to the login prompt, with `\r\n` line ends. */
export function bootLog(facts: VmFacts): string {
  const kernel = kernelRelease(facts)
  const addresses = [facts.privateIpv4, ...facts.publicIpv4]
  const lines = [
    'SeaBIOS (version 1.16.3-debian-1.16.3-2)',
    'Booting from Hard Disk...',
    `${stamp(0)}Linux version ${kernel} (buildd@lcy02-amd64) #52-${facts.osName} SMP PREEMPT_DYNAMIC`,
    `${stamp(0)}Command line: BOOT_IMAGE=/boot/vmlinuz-${kernel} root=LABEL=cloudimg-rootfs ro console=tty1 console=ttyS0`,
    `${stamp(0.004512)}Memory: ${facts.memoryMb * 1024}K available`,
    `${stamp(0.031877)}smpboot: Allowing ${facts.vcpu} CPUs, 0 hotplug CPUs`,
    ...facts.disks.map(
      (d, i) =>
        `${stamp(0.412 + i * 0.003)}virtio_blk virtio${i + 1}: [${d.device}] ${d.sizeGb * 2097152} 512-byte logical blocks (${(d.sizeGb * 1.073741824).toFixed(1)} GB/${d.sizeGb} GiB)`,
    ),
    `${stamp(0.902311)}EXT4-fs (vda1): mounted filesystem with ordered data mode.`,
    `${stamp(1.204)}systemd[1]: systemd 255.4 running in system mode`,
    `${stamp(1.21)}systemd[1]: Hostname set to <${facts.hostname}>.`,
    ok('Started systemd-journald.service - Journal Service.'),
    ok('Finished systemd-remount-fs.service - Remount Root and Kernel File Systems.'),
    ok('Started systemd-udevd.service - Rule-based Manager for Device Events and Files.'),
    ok('Reached target local-fs.target - Local File Systems.'),
    ok('Started systemd-networkd.service - Network Configuration.'),
    ok('Finished cloud-init-local.service - Cloud-init: Local Stage (pre-network).'),
    ok('Reached target network.target - Network.'),
    `[    3.118402] cloud-init[612]: Cloud-init v. 24.4 running 'init' at ${facts.hostname}. Up 3.1 seconds.`,
    '[    3.120019] cloud-init[612]: ci-info: ++++++++++++++++++++++Net device info+++++++++++++++++++++++',
    '[    3.120102] cloud-init[612]: ci-info: | Device |  Up  |     Address     |     Hw-Address    |',
    `[    3.120188] cloud-init[612]: ci-info: |  eth0  | True | ${facts.privateIpv4.padEnd(15)} | ${facts.mac} |`,
    ...facts.publicIpv4.map(
      (ip) => `[    3.120201] cloud-init[612]: ci-info: |  eth0  | True | ${ip.padEnd(15)} | ${facts.mac} |`,
    ),
    `[    3.121004] cloud-init[612]: Set hostname to ${facts.hostname}; addresses ${addresses.join(', ')}`,
    ok('Finished cloud-init.service - Cloud-init: Network Stage.'),
    ok('Reached target network-online.target - Network is Online.'),
    ok('Started ssh.service - OpenBSD Secure Shell server.'),
    ok('Started serial-getty@ttyS0.service - Serial Getty on ttyS0.'),
    ok('Reached target multi-user.target - Multi-User System.'),
    `[    5.402117] cloud-init[811]: Cloud-init v. 24.4 finished. Datasource DataSourceConfigDrive. Up 5.40 seconds`,
  ]
  return lines.join('\r\n') + '\r\n' + getty(facts)
}

/** What the serial line prints while the VM powers off (`poweroff`, a stop from the API). */
export function shutdownLog(reboot: boolean): string {
  return (
    [
      '',
      ok('Stopped target multi-user.target - Multi-User System.'),
      ok('Stopped ssh.service - OpenBSD Secure Shell server.'),
      ok('Stopped systemd-networkd.service - Network Configuration.'),
      ok('Reached target shutdown.target - System Shutdown.'),
      reboot ? '[   42.117302] reboot: Restarting system' : '[   42.117302] reboot: Power down',
    ].join('\r\n') + '\r\n'
  )
}
