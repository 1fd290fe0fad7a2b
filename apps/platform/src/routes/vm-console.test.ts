/**
 * The VM console over a real HTTP server and WebSocket client (issue 15): refusals before the upgrade, one output
 * shared by every viewer, the replay on join, the login and the commands answered from the VM, and `poweroff`
 * stopping the VM through its operation.
 */
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import {
  CONSOLE_CLOSE_CODES,
  ConsoleServerFrameSchema,
  vmConsolePath,
  type ConsoleServerFrame,
} from '@cirrus/domain'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { shareWith } from '../../test/delegation.js'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { attachWebSockets } from '../http/websocket.js'

const t = usePlatform()
let server: ServerType
let host = ''

beforeEach(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  attachWebSockets(server, t.app)
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  await t.app.platform.stop()
  await new Promise((resolve) => server.close(resolve))
})

const VM_FORM = { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 2, ram: 2048 }

async function createVm(user: TestUser = t.alice) {
  const res = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
    token: user.token,
    form: {
      ...VM_FORM,
      username: 'deploy',
      password: 'Secret123',
      billing_account_id: user.billingAccountId,
    },
  })
  expect(res.status).toBe(200)
  return res.body as {
    uuid: string
    hostname: string
    private_ipv4: string
    public_ipv4: string | null
  }
}

/** A connected viewer: every frame it got, its output so far, and waits on both. */
type Viewer = {
  socket: WebSocket
  frames: ConsoleServerFrame[]
  output: () => string
  type: (data: string) => void
  until: (what: string | ((frames: ConsoleServerFrame[]) => boolean)) => Promise<void>
  closed: Promise<number>
}

function connect(uuid: string, headers: Record<string, string>): Promise<Viewer> {
  const socket = new WebSocket(`ws://${host}${vmConsolePath('tll01', uuid)}`, { headers })
  const frames: ConsoleServerFrame[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    frames.push(ConsoleServerFrameSchema.parse(JSON.parse(String(data))))
    for (const check of waiters) check()
  })
  const output = () =>
    frames
      .filter((f) => f.type === 'output')
      .map((f) => f.data)
      .join('')
  const until: Viewer['until'] = (what) =>
    new Promise((resolve, reject) => {
      const met = () => (typeof what === 'string' ? output().includes(what) : what(frames))
      if (met()) return resolve()
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`waited for ${String(what)}; output so far:\n${output()}`))
      }, 5000)
      const check = () => {
        if (!met()) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve()
      }
      waiters.add(check)
    })
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  const type = (data: string) => socket.send(JSON.stringify({ type: 'input', data }))
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket, frames, output, type, until, closed }))
    socket.on('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)))
    socket.on('error', reject)
  })
}

/** The HTTP status a refused upgrade answers (and that no socket opened). */
function refusal(uuid: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const socket = new WebSocket(`ws://${host}${vmConsolePath('tll01', uuid)}`, { headers })
  return new Promise((resolve, reject) => {
    socket.on('open', () => reject(new Error('the upgrade was accepted')))
    socket.on('unexpected-response', (_req, res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += String(chunk)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    socket.on('error', () => {})
  })
}

async function signIn(user: TestUser): Promise<string> {
  const res = await call(t.app, 'POST', '/auth/sign-in', {
    json: { email: user.email, password: user.password },
  })
  const m = /cirrus_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')
  if (!m) throw new Error('no session cookie')
  return `cirrus_session=${m[1]}`
}

const statusOf = (frames: ConsoleServerFrame[]) =>
  frames.filter((f) => f.type === 'status').at(-1) as
    Extract<ConsoleServerFrame, { type: 'status' }> | undefined

async function logIn(viewer: Viewer, vm: { hostname: string }) {
  await viewer.until(`${vm.hostname} login: `)
  viewer.type('deploy\r')
  await viewer.until('Password: ')
  viewer.type('Secret123\r')
  await viewer.until(`deploy@${vm.hostname}:~$ `)
}

describe('VM console: who may open it (refused before the upgrade)', () => {
  it('refuses a stranger as the API refuses the VM, the signed-out with 401 and a foreign Origin with 403', async () => {
    const vm = await createVm()
    const stranger = await refusal(vm.uuid, { apikey: t.bob.token })
    expect(stranger.status).toBe(400)
    expect(JSON.parse(stranger.body).message).toBe(`No such virtual machine exists: ${vm.uuid}`)
    expect((await refusal(vm.uuid, {})).status).toBe(401)
    const cookie = await signIn(t.alice)
    expect((await refusal(vm.uuid, { cookie, origin: 'https://evil.example' })).status).toBe(403)
    // The owner's browser (session cookie, the platform's own Origin) is let in.
    const owner = await connect(vm.uuid, { cookie, origin: `http://${host}` })
    await owner.until(`${vm.hostname} login: `)
    owner.socket.close()
  })

  it('lets in the administrator and a user the owner delegated to; a plain GET is 426', async () => {
    const vm = await createVm()
    await shareWith(t, t.alice, t.bob)
    for (const user of [t.admin, t.bob]) {
      const viewer = await connect(vm.uuid, { apikey: user.token })
      await viewer.until(`${vm.hostname} login: `)
      viewer.socket.close()
    }
    const plain = await call(t.app, 'GET', `/v1/tll01/user-resource/vm/console?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(plain.status).toBe(426)
  })

  it('documents the path as a GET answering 101', async () => {
    const doc = await call(t.app, 'GET', '/openapi.json')
    expect(doc.body.paths['/v1/user-resource/vm/console'].get.responses).toHaveProperty('101')
  })
})

describe('VM console: one serial line', () => {
  it('replays the boot log to a viewer who joins, and shares output and input between viewers', async () => {
    const vm = await createVm()
    const first = await connect(vm.uuid, { apikey: t.alice.token })
    await first.until('Reached target multi-user.target')
    expect(first.output()).toContain(`Set hostname to ${vm.hostname}; addresses ${vm.private_ipv4}`)
    expect(statusOf(first.frames)).toMatchObject({ status: 'running', input: true })
    first.type('deplo')
    await first.until('deplo')
    // The second viewer joins: the history so far (boot log and the echo) is replayed.
    const second = await connect(vm.uuid, { apikey: t.alice.token })
    await second.until(`${vm.hostname} login: deplo`)
    // Input from the second reaches the same line; both see the output.
    second.type('y\r')
    await first.until('Password: ')
    await second.until('Password: ')
    first.type('Secret123\r')
    await second.until(`deploy@${vm.hostname}:~$ `)
    // The password was never echoed.
    expect(second.output()).not.toContain('Secret123')
    first.socket.close()
    second.socket.close()
  })

  it('logs in with the VM password and answers hostname, ip addr and unknown commands from the VM', async () => {
    const vm = await createVm()
    const viewer = await connect(vm.uuid, { apikey: t.alice.token })
    await viewer.until(`${vm.hostname} login: `)
    viewer.type('deploy\rwrong-password\r')
    await viewer.until('Login incorrect')
    await logIn(viewer, vm)
    viewer.type('hostname\r')
    await viewer.until(`hostname\r\n${vm.hostname}\r\n`)
    viewer.type('ip addr\r')
    await viewer.until(`inet ${vm.private_ipv4}/24`)
    expect(vm.public_ipv4).toBeTruthy()
    await viewer.until(`inet ${vm.public_ipv4}/32`)
    viewer.type('nproc\r')
    await viewer.until('nproc\r\n2\r\n')
    viewer.type('lsblk\r')
    await viewer.until('20G')
    viewer.type('frobnicate\r')
    await viewer.until('bash: frobnicate: command not found')
    viewer.socket.close()
  })

  it('powers the VM off with poweroff: the VM is stopped and the console takes no input', async () => {
    const vm = await createVm()
    const viewer = await connect(vm.uuid, { apikey: t.alice.token })
    await logIn(viewer, vm)
    viewer.type('poweroff\r')
    await viewer.until('reboot: Power down')
    await viewer.until((frames) => statusOf(frames)?.status === 'stopped')
    expect(statusOf(viewer.frames)).toMatchObject({ status: 'stopped', input: false })
    const read = await call(t.app, 'GET', `/v1/tll01/user-resource/vm?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(read.body.status).toBe('stopped')
    // A start from the API boots it again on the same line.
    const before = viewer.output().length
    await call(t.app, 'POST', '/v1/tll01/user-resource/vm/start', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    await viewer.until((frames) => statusOf(frames)?.status === 'running')
    await viewer.until(`Set hostname to ${vm.hostname}`)
    expect(viewer.output().slice(before)).toContain(`${vm.hostname} login: `)
    viewer.socket.close()
  })

  it('ends the session with a message when the VM is deleted', async () => {
    const vm = await createVm()
    const viewer = await connect(vm.uuid, { apikey: t.alice.token })
    await viewer.until(`${vm.hostname} login: `)
    const deleted = await call(t.app, 'DELETE', `/v1/tll01/user-resource/vm?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(deleted.status).toBe(200)
    expect(await viewer.closed).toBe(CONSOLE_CLOSE_CODES.deleted)
    expect(viewer.frames.at(-1)).toEqual({ type: 'end', reason: 'deleted' })
  })

  it('closes a viewer who types nothing for CONSOLE_IDLE_MS, telling it why', async () => {
    t.app.platform.settings.consoleIdleMs = 300
    const vm = await createVm()
    const idle = await connect(vm.uuid, { apikey: t.alice.token })
    expect(await idle.closed).toBe(CONSOLE_CLOSE_CODES.idle)
    expect(idle.frames.at(-1)).toEqual({ type: 'end', reason: 'idle' })
  })
})
