/**
 * Keystroke-to-echo latency of the VM console (issue 15), measured through a real WebSocket: the platform in
 * process on a loopback port (PGlite in memory), one VM, a `ws` client that logs in on the serial line, then types
 * `--keys` single characters one at a time, each timed from send to the output frame that echoes it, and
 * `--commands` `hostname` lines, each timed from Enter to the next prompt (a command reads the VM from the store).
 * Prints the numbers; asserts nothing (AGENTS.md rule 9).
 *
 *   npx tsx --conditions=source bench/console-latency.ts [--keys 500] [--commands 50]
 */
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { serve, type ServerType } from '@hono/node-server'
import { vmConsolePath } from '@cirrus/domain'
import { eq } from 'drizzle-orm'
import WebSocket from 'ws'
import { createApp } from '../src/app.js'
import { attachWebSockets } from '../src/http/websocket.js'
import { createApiToken, createUser } from '../src/services/accounts.js'
import { seedCatalogue } from '../src/seed.js'
import { testSettings } from '../src/settings.js'
import { billingAccounts } from '../src/store/schema.js'
import { createStore } from '../src/store/store.js'

const { values } = parseArgs({
  options: {
    keys: { type: 'string', default: '500' },
    commands: { type: 'string', default: '50' },
  },
})

const summary = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2)
  const mean = (sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(2)
  console.log(
    `${label}: n=${sorted.length} mean ${mean} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`,
  )
}

async function main() {
  const store = await createStore({ memory: true })
  const app = createApp(store, { settings: { ...testSettings, requestLog: false }, log: () => undefined })
  await seedCatalogue(app.platform)
  const user = await createUser(app.platform, {
    email: 'console@example.test',
    password: 'console-password-1',
  })
  const { token } = await createApiToken(app.platform, user.id, { description: 'bench' })
  const [billing] = await store.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id))
  const created = await app.request('/v1/tll01/user-resource/vm', {
    method: 'POST',
    headers: { apikey: token, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'bench-1',
      os_name: 'ubuntu',
      os_version: '24.04',
      disks: 20,
      vcpu: 1,
      ram: 1024,
      username: 'bench',
      password: 'Bench-password-1',
      billing_account_id: billing!.id,
    }),
  })
  const vm = (await created.json()) as { uuid: string; hostname: string }
  if (created.status !== 200) throw new Error(`VM create answered ${created.status}`)

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  attachWebSockets(server, app)
  const port = (server.address() as AddressInfo).port
  const socket = new WebSocket(`ws://127.0.0.1:${port}${vmConsolePath('tll01', vm.uuid)}`, {
    headers: { apikey: token },
  })
  let output = ''
  let waiter: { text: string; resolve: () => void } | null = null
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; data?: string }
    if (frame.type !== 'output') return
    output += frame.data
    if (waiter && output.includes(waiter.text)) {
      const done = waiter
      waiter = null
      done.resolve()
    }
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  /** Sends `data` and waits until `text` appears in the output after it. */
  const roundTrip = (data: string, text: string) =>
    new Promise<number>((resolve) => {
      output = ''
      const started = performance.now()
      waiter = { text, resolve: () => resolve(performance.now() - started) }
      socket.send(JSON.stringify({ type: 'input', data }))
    })

  await new Promise<void>((resolve) => {
    waiter = { text: `${vm.hostname} login: `, resolve }
    if (output.includes(waiter.text)) resolve()
  })
  await roundTrip('bench\r', 'Password: ')
  const prompt = `bench@${vm.hostname}:~$ `
  const login = await roundTrip('Bench-password-1\r', prompt)

  const keys: number[] = []
  const alphabet = 'abcdefghijklmnopqrstuvwxyz'
  for (let i = 0; i < Number(values.keys); i++) {
    const key = alphabet[i % alphabet.length]!
    keys.push(await roundTrip(key, key))
    if (i % 50 === 49) await roundTrip('\x15', '\b \b')
  }
  await roundTrip('\x03', prompt)
  const commands: number[] = []
  for (let i = 0; i < Number(values.commands); i++) commands.push(await roundTrip('hostname\r', prompt))

  console.log(`VM console through ws://127.0.0.1:${port} (PGlite in memory, Node ${process.version})`)
  console.log(`login (scrypt check of the VM password): ${login.toFixed(1)} ms`)
  summary('keystroke → echo', keys)
  summary('hostname ⏎ → next prompt', commands)

  socket.close()
  await app.platform.stop()
  server.close()
  await store.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
