/**
 * The only file that listens (STYLE.md): opens the store (PGlite in apps/platform/.data/ by default, PostgreSQL
 * when DATABASE_URL is set), seeds the demo on an empty database (never in production), serves the API and, when
 * built, the console at / and the admin app at /admin, on 127.0.0.1:PORT (default 8080).
 *
 * Environment: PORT, HOST, DATABASE_URL, DATA_DIR, MAIL_OUTBOX_DIR, NODE_ENV, SESSION_SECRET (required in production),
 * CONSOLE_DIST, ADMIN_DIST, and the settings of settings.ts (OPERATION_TIME_SCALE, …).
 */
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import { redactLine } from './http/redact.js'
import { attachWebSockets } from './http/websocket.js'
import { OutboxMailer } from './mail/mailer.js'
import { seedDemo } from './seed.js'
import { developmentSecretWarnings, settingsFromEnv } from './settings.js'
import { createStore, defaultDataDir } from './store/store.js'

const here = dirname(fileURLToPath(import.meta.url))
const env = process.env
const production = env.NODE_ENV === 'production'

// Every line is redacted: no query parameters (secrets) from any module's error text (http/redact.ts).
const log = (line: Record<string, unknown>) =>
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...redactLine(line) }) + '\n')

async function main() {
  const settings = settingsFromEnv(env)
  for (const warning of developmentSecretWarnings(env)) log({ level: 'warn', msg: warning })
  const store = await createStore(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? defaultDataDir },
  )
  const port = Number(env.PORT ?? 8080)
  const hostname = env.HOST ?? '127.0.0.1'
  // Mails go to an outbox folder (mail/mailer.ts); links in them to PUBLIC_URL, else this server.
  const outbox = env.MAIL_OUTBOX_DIR ?? resolve(dirname(env.DATA_DIR ?? defaultDataDir), 'outbox')
  const mailer = new OutboxMailer(outbox, settings.mailFrom, (file) =>
    log({ level: 'info', msg: 'mail written', file: resolve(outbox, file) }),
  )
  const app = createApp(store, {
    settings: { ...settings, publicUrl: settings.publicUrl ?? `http://${hostname}:${port}` },
    mailer,
    log,
    staticRoots: {
      console: env.CONSOLE_DIST ?? resolve(here, '../../console/dist'),
      admin: env.ADMIN_DIST ?? resolve(here, '../../admin/dist'),
    },
  })
  if (!production && (await seedDemo(app.platform))) log({ level: 'info', msg: 'demo seed loaded' })
  app.platform.start()
  const server = serve({ fetch: app.fetch, hostname, port }, (info) =>
    log({ level: 'info', msg: 'listening', url: `http://${hostname}:${info.port}`, store: store.kind }),
  )
  // The VM consoles' WebSockets (routes/vm-console.ts) go through the same app.
  attachWebSockets(server, app)
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    log({ level: 'info', msg: 'shutting down', signal })
    server.close()
    await app.platform.stop()
    await store.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  log({
    level: 'fatal',
    msg: 'failed to start',
    error: error instanceof Error ? error.message : String(error),
  })
  process.exit(1)
})
