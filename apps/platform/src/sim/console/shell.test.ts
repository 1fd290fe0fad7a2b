import { describe, expect, it } from 'vitest'
import { bootLog, shutdownLog } from './boot.js'
import type { VmFacts } from './facts.js'
import { loginResult, newShell, shellStep, words, type ShellState } from './shell.js'

const facts: VmFacts = {
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'web-1',
  hostname: 'web-1',
  status: 'running',
  vcpu: 4,
  memoryMb: 8192,
  osName: 'ubuntu',
  osVersion: '24.04',
  username: 'deploy',
  mac: '52:54:00:12:34:56',
  privateIpv4: '10.1.2.3',
  publicIpv4: ['185.1.2.3'],
  disks: [
    { device: 'vdb', sizeGb: 100, primary: false },
    { device: 'vda', sizeGb: 20, primary: true },
  ],
}
const clock = { now: new Date('2026-01-01T12:00:00Z'), bootedAt: new Date('2026-01-01T11:00:00Z') }
const line = (text: string) => ({ kind: 'line', text }) as const
const shell: ShellState = { mode: 'shell', username: 'deploy' }
const run = (text: string) => shellStep(shell, line(text), facts, clock).output

describe('the boot log', () => {
  it("names the VM's hostname and addresses in cloud-init and ends at the login prompt", () => {
    const log = bootLog(facts)
    expect(log).toContain('Set hostname to web-1; addresses 10.1.2.3, 185.1.2.3')
    expect(log).toContain('smpboot: Allowing 4 CPUs')
    expect(log.endsWith('Ubuntu 24.04 LTS web-1 ttyS0\r\n\r\nweb-1 login: ')).toBe(true)
    expect(shutdownLog(false)).toContain('reboot: Power down')
    expect(shutdownLog(true)).toContain('reboot: Restarting system')
  })
})

describe('the serial login', () => {
  it('asks for the password, then lets the caller check it', () => {
    const asked = shellStep(newShell(), line('deploy'), facts, clock)
    expect(asked).toEqual({ state: { mode: 'password', username: 'deploy' }, output: 'Password: ' })
    const checking = shellStep(asked.state, line('Secret123'), facts, clock)
    expect(checking.effect).toEqual({ kind: 'login', username: 'deploy', password: 'Secret123' })
    expect(loginResult(checking.state, false, facts).output).toBe('\r\nLogin incorrect\r\nweb-1 login: ')
    const accepted = loginResult(checking.state, true, facts)
    expect(accepted.state).toEqual(shell)
    expect(accepted.output.endsWith('deploy@web-1:~$ ')).toBe(true)
  })

  it('prints the prompt again for an empty user name', () => {
    expect(shellStep(newShell(), line(''), facts, clock).output).toBe('web-1 login: ')
  })
})

describe('the shell', () => {
  it("answers from the VM's facts", () => {
    expect(run('hostname')).toBe('web-1\r\ndeploy@web-1:~$ ')
    expect(run('nproc')).toBe('4\r\ndeploy@web-1:~$ ')
    expect(run('ip addr')).toContain('inet 10.1.2.3/24 metric 100 brd 10.1.2.255 scope global eth0')
    expect(run('ip a')).toContain('inet 185.1.2.3/32 scope global eth0')
    expect(run('ip a')).toContain('link/ether 52:54:00:12:34:56')
    expect(run('lsblk')).toMatch(/vda\s+253:0\s+0\s+20G\s+0 disk/)
    expect(run('lsblk')).toMatch(/└─vdb1\s+253:17\s+0\s+100G\s+0 part \/mnt\/vdb/)
    expect(run('df -h')).toMatch(/\/dev\/vda1\s+20G .* \//)
    expect(run('free -m')).toMatch(/Mem:\s+8192 /)
    expect(run('uptime')).toContain('12:00:00 up 1:00,')
    expect(run('cat /etc/os-release')).toContain('PRETTY_NAME="Ubuntu 24.04 LTS"')
    expect(run('whoami')).toBe('deploy\r\ndeploy@web-1:~$ ')
    expect(run('echo "hello world"')).toBe('hello world\r\ndeploy@web-1:~$ ')
  })

  it('answers unknown commands as bash does and missing files as cat does', () => {
    expect(run('frobnicate --now')).toBe('bash: frobnicate: command not found\r\ndeploy@web-1:~$ ')
    expect(run('cat /nope')).toBe('cat: /nope: No such file or directory\r\ndeploy@web-1:~$ ')
  })

  it('asks the caller to power off or reboot, and logs out back to the login prompt', () => {
    expect(shellStep(shell, line('poweroff'), facts, clock).effect).toEqual({ kind: 'poweroff' })
    expect(shellStep(shell, line('shutdown -h now'), facts, clock).effect).toEqual({ kind: 'poweroff' })
    expect(shellStep(shell, line('reboot'), facts, clock).effect).toEqual({ kind: 'reboot' })
    const out = shellStep(shell, line('exit'), facts, clock)
    expect(out.state).toEqual({ mode: 'login' })
    expect(out.output.endsWith('web-1 login: ')).toBe(true)
    expect(shellStep(shell, { kind: 'interrupt' }, facts, clock).output).toBe('deploy@web-1:~$ ')
  })

  it('splits words with quotes', () => {
    expect(words(`echo 'a b' "c" d`)).toEqual(['echo', 'a b', 'c', 'd'])
  })
})
