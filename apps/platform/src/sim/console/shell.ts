/**
 * The small shell behind a simulated VM's serial login (issue 15), as a pure state machine: the login prompt, the
 * password (checked by the caller against the VM's stored hash: the `login` effect), then commands answered from
 * the VM's facts — `hostname`, `ip addr`, `lsblk`, `df -h`, `free -m`, `nproc`, `uptime`, `cat /etc/os-release`,
 * `uname`, `whoami`, `echo`, `clear`, `exit` — and `poweroff` / `reboot`, which the caller carries out through the
 * platform's operations. Anything else answers as bash does. No I/O, no clock: the caller passes both.
 */
import { getty, kernelRelease, loginPrompt, prettyName } from './boot.js'
import type { Clock, VmFacts } from './facts.js'
import type { LineEvent } from './line.js'

/** Where the serial line is: reading a user name, a password, waiting for the check, or at a shell prompt. */
export type ShellState =
  | { mode: 'login' }
  | { mode: 'password'; username: string }
  | { mode: 'checking'; username: string }
  | { mode: 'shell'; username: string }

/** What the caller must do after a step. */
export type ShellEffect =
  { kind: 'login'; username: string; password: string } | { kind: 'poweroff' } | { kind: 'reboot' }

/** One step's result: the new state, the text to print, and an effect for the caller. */
export type ShellStep = { state: ShellState; output: string; effect?: ShellEffect }

/** The shell right after boot: at the login prompt. */
export const newShell = (): ShellState => ({ mode: 'login' })

/** True while what is typed must not be echoed (a password). */
export const hidesInput = (state: ShellState) => state.mode === 'password'

/** The shell prompt of a logged-in user. */
export function shellPrompt(username: string, facts: VmFacts): string {
  return `${username}@${facts.hostname}:~${username === 'root' ? '#' : '$'} `
}

/** Reacts to one line event of the line discipline. */
export function shellStep(state: ShellState, event: LineEvent, facts: VmFacts, clock: Clock): ShellStep {
  switch (state.mode) {
    case 'login': {
      if (event.kind !== 'line' || event.text.trim() === '') return { state, output: loginPrompt(facts) }
      return { state: { mode: 'password', username: event.text.trim() }, output: 'Password: ' }
    }
    case 'password': {
      if (event.kind !== 'line') return { state: { mode: 'login' }, output: `\r\n${loginPrompt(facts)}` }
      return {
        state: { mode: 'checking', username: state.username },
        output: '',
        effect: { kind: 'login', username: state.username, password: event.text },
      }
    }
    case 'checking':
      return { state, output: '' }
    case 'shell': {
      if (event.kind === 'eof') return logout(facts)
      if (event.kind === 'interrupt') return { state, output: shellPrompt(state.username, facts) }
      return command(state, event.text, facts, clock)
    }
  }
}

/** The answer to the password check of a `login` effect. */
export function loginResult(state: ShellState, accepted: boolean, facts: VmFacts): ShellStep {
  if (state.mode !== 'checking') return { state, output: '' }
  if (!accepted) return { state: { mode: 'login' }, output: `\r\nLogin incorrect\r\n${loginPrompt(facts)}` }
  const motd = `Welcome to ${prettyName(facts)} (GNU/Linux ${kernelRelease(facts)} x86_64)\r\n\r\n`
  return {
    state: { mode: 'shell', username: state.username },
    output: motd + shellPrompt(state.username, facts),
  }
}

const logout = (facts: VmFacts): ShellStep => ({
  state: { mode: 'login' },
  output: `logout\r\n${getty(facts)}`,
})

/** Splits a command line into words (no quoting beyond plain single and double quotes). */
export function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!)
}

function command(
  state: ShellState & { mode: 'shell' },
  line: string,
  facts: VmFacts,
  clock: Clock,
): ShellStep {
  const prompt = shellPrompt(state.username, facts)
  const [name, ...args] = words(line)
  const answer = (text: string) => ({
    state,
    output: (text ? text.replace(/\n/g, '\r\n') + '\r\n' : '') + prompt,
  })
  if (name === undefined) return { state, output: prompt }
  switch (name) {
    case 'hostname':
      return answer(facts.hostname)
    case 'whoami':
      return answer(state.username)
    case 'echo':
      return answer(args.join(' '))
    case 'nproc':
      return answer(String(facts.vcpu))
    case 'uname':
      return answer(uname(args, facts))
    case 'ip':
      return answer(ip(args, facts))
    case 'lsblk':
      return answer(lsblk(facts))
    case 'df':
      return answer(df(facts))
    case 'free':
      return answer(free(facts))
    case 'uptime':
      return answer(uptime(clock))
    case 'cat':
      return answer(args.map((file) => cat(file, facts)).join('\n'))
    case 'clear':
      return { state, output: '\x1b[H\x1b[2J' + prompt }
    case 'exit':
    case 'logout':
      return logout(facts)
    case 'poweroff':
    case 'halt':
      return { state, output: '', effect: { kind: 'poweroff' } }
    case 'shutdown':
      return { state, output: '', effect: { kind: args.includes('-r') ? 'reboot' : 'poweroff' } }
    case 'reboot':
      return { state, output: '', effect: { kind: 'reboot' } }
    default:
      return answer(`bash: ${name}: command not found`)
  }
}

function uname(args: string[], facts: VmFacts): string {
  if (args.includes('-a')) {
    return `Linux ${facts.hostname} ${kernelRelease(facts)} #52 SMP PREEMPT_DYNAMIC x86_64 x86_64 x86_64 GNU/Linux`
  }
  return args.includes('-r') ? kernelRelease(facts) : 'Linux'
}

function ip(args: string[], facts: VmFacts): string {
  const object = args[0] ?? ''
  if (!['a', 'addr', 'address'].includes(object)) {
    return object === ''
      ? 'Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }'
      : `Object "${object}" is unknown, try "ip help".`
  }
  return [
    '1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000',
    '    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00',
    '    inet 127.0.0.1/8 scope host lo',
    '       valid_lft forever preferred_lft forever',
    '2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000',
    `    link/ether ${facts.mac} brd ff:ff:ff:ff:ff:ff`,
    `    inet ${facts.privateIpv4}/24 metric 100 brd ${broadcast(facts.privateIpv4)} scope global eth0`,
    '       valid_lft forever preferred_lft forever',
    ...facts.publicIpv4.flatMap((address) => [
      `    inet ${address}/32 scope global eth0`,
      '       valid_lft forever preferred_lft forever',
    ]),
  ].join('\n')
}

const broadcast = (address: string) => address.split('.').slice(0, 3).concat('255').join('.')

const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join(' ')

const sorted = (facts: VmFacts) => [...facts.disks].sort((a, b) => a.device.localeCompare(b.device))
const mountOf = (disk: { device: string; primary: boolean }) => (disk.primary ? '/' : `/mnt/${disk.device}`)

function lsblk(facts: VmFacts): string {
  const widths = [7, 7, 2, 5, 2, 4]
  const lines = [`${row(['NAME', 'MAJ:MIN', 'RM', 'SIZE', 'RO', 'TYPE'], widths)} MOUNTPOINTS`]
  sorted(facts).forEach((disk, i) => {
    lines.push(row([disk.device, `253:${i * 16}`, 0, `${disk.sizeGb}G`, 0, 'disk'], widths))
    lines.push(
      `${row([`└─${disk.device}1`, `253:${i * 16 + 1}`, 0, `${disk.sizeGb}G`, 0, 'part'], widths)} ${mountOf(disk)}`,
    )
  })
  return lines.join('\n')
}

function df(facts: VmFacts): string {
  const widths = [15, 5, 5, 5, 4]
  const tmp = `${Math.max(1, Math.round(facts.memoryMb / 10))}M`
  const lines = [
    `${row(['Filesystem', 'Size', 'Used', 'Avail', 'Use%'], widths)} Mounted on`,
    `${row(['tmpfs', tmp, '1.0M', tmp, '1%'], widths)} /run`,
  ]
  for (const disk of sorted(facts)) {
    const used = disk.primary ? Math.min(disk.sizeGb, 2.1) : 0.1
    const size = `${disk.sizeGb}G`
    const percent = `${Math.ceil((used / disk.sizeGb) * 100)}%`
    lines.push(
      `${row([`/dev/${disk.device}1`, size, `${used}G`, `${(disk.sizeGb - used).toFixed(1)}G`, percent], widths)} ${mountOf(disk)}`,
    )
  }
  return lines.join('\n')
}

function free(facts: VmFacts): string {
  const total = facts.memoryMb
  const used = Math.round(total * 0.12)
  const cache = Math.round(total * 0.2)
  const widths = [6, 10, 11, 11, 11, 11, 11]
  return [
    row(['', 'total', 'used', 'free', 'shared', 'buff/cache', 'available'], widths),
    row(['Mem:', total, used, total - used - cache, 1, cache, total - used], widths),
    row(['Swap:', 0, 0, 0], widths.slice(0, 4)),
  ].join('\n')
}

function uptime(clock: Clock): string {
  const time = clock.now.toISOString().slice(11, 19)
  const minutes = Math.max(0, Math.floor((clock.now.getTime() - clock.bootedAt.getTime()) / 60000))
  const up =
    minutes < 60
      ? `${minutes} min`
      : minutes < 1440
        ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
        : `${Math.floor(minutes / 1440)} days`
  return ` ${time} up ${up},  1 user,  load average: 0.00, 0.01, 0.00`
}

function cat(file: string, facts: VmFacts): string {
  if (file === '/etc/os-release') {
    const id = facts.osName.toLowerCase()
    return [
      `PRETTY_NAME="${prettyName(facts)}"`,
      `NAME="${facts.osName}"`,
      `VERSION_ID="${facts.osVersion}"`,
      `VERSION="${prettyName(facts).slice(facts.osName.length + 1)}"`,
      `ID=${id}`,
    ].join('\n')
  }
  if (file === '/etc/hostname') return facts.hostname
  return `cat: ${file}: No such file or directory`
}
