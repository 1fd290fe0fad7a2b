/**
 * The platform instance: the store plus everything the route modules share (settings, clock, operation runner,
 * metrics, metering). Built by createApp(); route modules receive it as `p`.
 */
import type { Store } from './store/store.js'
import { defaultSettings, type Settings } from './settings.js'
import { OperationRunner } from './ops/runner.js'
import { Metrics } from './http/conventions.js'
import type { MeterSource } from './services/metering.js'
import { defaultMeterSources } from './services/meter-sources.js'

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
  /** What metering prices each hour; default today's sources (services/meter-sources.ts). */
  meterSources?: MeterSource[]
}

/** What every route module and service receives. */
export type Platform = {
  store: Store
  settings: Settings
  clock: () => Date
  log: Logger
  ops: OperationRunner
  metrics: Metrics
  /** The meter sources metering runs each hour (services/metering.ts). */
  meterSources: MeterSource[]
  /** Background tasks started by start() (the server), stopped by stop(). */
  background: { start(): void; stop(): Promise<void> }[]
  /** Starts background work: operation recovery, the periodic tick (metering, backups, sessions). Not in tests. */
  start(): void
  /** Stops background work and waits for running operations. Does not close the store. */
  stop(): Promise<void>
}

/** Builds the platform around an open store. */
export function createPlatform(store: Store, options: PlatformOptions = {}): Platform {
  const settings = { ...defaultSettings, ...options.settings }
  const log: Logger = options.log ?? ((line) => process.stdout.write(JSON.stringify(line) + '\n'))
  const ops = new OperationRunner(store, settings, log)
  const background: Platform['background'] = [ops]
  return {
    store,
    settings,
    clock: options.clock ?? (() => new Date()),
    log,
    ops,
    metrics: new Metrics(),
    meterSources: options.meterSources ?? [...defaultMeterSources],
    background,
    start() {
      for (const task of background) task.start()
    },
    async stop() {
      await Promise.all(background.map((task) => task.stop()))
    },
  }
}
