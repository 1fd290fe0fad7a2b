/**
 * The platform instance: the store plus everything the route modules share (settings, clock, operation runner,
 * metrics, metering). Built by createApp(); route modules receive it as `p`.
 */
import { MemoryMailer, type Mailer } from './mail/mailer.js'
import type { Store } from './store/store.js'
import { defaultSettings, type Settings } from './settings.js'
import { OperationRunner } from './ops/runner.js'
import { Metrics } from './http/conventions.js'
import type { PrincipalExtension } from './access.js'
import { modules as allModules, type ResourceModule } from './modules.js'
import type { MeterSource } from './services/metering.js'
import { ListCache } from './services/list-cache.js'

/** A structured log sink: one JSON object per line. */
export type Logger = (line: Record<string, unknown>) => void

/** Options of createApp(). */
export type PlatformOptions = {
  /** Overrides of the demo defaults (tests pass `testSettings`). */
  settings?: Partial<Settings>
  /**
   * The clock of business time: timestamps, metering hours, price-list months. Tests inject a virtual clock.
   * Operation leases always use real time.
   */
  clock?: () => Date
  /** Where log lines go; default one JSON line on stdout. */
  log?: Logger
  /** The resource modules to assemble; default every module of modules.ts (tests pass fewer). */
  modules?: ResourceModule[]
  /** Where mails go (mail/mailer.ts); default kept in memory (tests read `platform.mailer.sent`). */
  mailer?: Mailer
}

/** What every route module and service receives. */
export type Platform = {
  store: Store
  settings: Settings
  clock: () => Date
  log: Logger
  ops: OperationRunner
  metrics: Metrics
  /** Where the platform's mails go (the server's: an outbox folder; tests': memory). */
  mailer: Mailer
  /** The resource modules this platform is assembled from (modules.ts). */
  modules: ResourceModule[]
  /** What metering prices each hour: the modules' meter sources. */
  meterSources: MeterSource[]
  /** What authentication adds to every principal: the modules' principal extensions. */
  principalExtensions: PrincipalExtension[]
  /** Cached bodies of the polled list calls (services/list-cache.ts, issue 17). */
  listCache: ListCache
  /** Background tasks started by start() (the server), stopped by stop(). */
  background: { start(): void; stop(): Promise<void> }[]
  /** Starts background work: operation recovery, the periodic tick (metering, backups, sessions). Not in tests. */
  start(): void
  /** Stops background work and waits for running operations. Does not close the store. */
  stop(): Promise<void>
}

/**
 * Builds the platform around an open store from its resource modules: their operation handlers are registered
 * with the runner, their meter sources and principal extensions collected (createApp mounts their routes).
 */
export function createPlatform(store: Store, options: PlatformOptions = {}): Platform {
  const settings = { ...defaultSettings, ...options.settings }
  const log: Logger = options.log ?? ((line) => process.stdout.write(JSON.stringify(line) + '\n'))
  const ops = new OperationRunner(store, settings, log)
  const background: Platform['background'] = [ops]
  const modules = options.modules ?? allModules
  const platform: Platform = {
    store,
    settings,
    clock: options.clock ?? (() => new Date()),
    log,
    ops,
    metrics: new Metrics(),
    mailer: options.mailer ?? new MemoryMailer(),
    modules,
    meterSources: modules.flatMap((m) => m.meterSources ?? []),
    principalExtensions: modules.flatMap((m) => m.principalExtensions ?? []),
    listCache: new ListCache(settings.listCacheBytes),
    background,
    start() {
      for (const task of background) task.start()
    },
    async stop() {
      await Promise.all(background.map((task) => task.stop()))
    },
  }
  ops.onFinished = (kind, status) => platform.metrics.operations.inc({ kind, status })
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.operations?.(platform) ?? {}))
      ops.register(kind, handler)
  }
  return platform
}
