/**
 * Simulated durations of VM operations in demo mode (ms), multiplied by `operationTimeScale` (0 in tests).
 * Live Warren takes about 30 s to create a VM, 20 s to stop it and 4 s to start it (API-NOTES §1.4); the demo
 * keeps those proportions at roughly a tenth, so the console's progress toasts are visible without making a
 * journey wait half a minute.
 */
export const DEMO_DURATIONS_MS = {
  create: 3000,
  clone: 3000,
  delete: 1000,
  start: 800,
  stop: 2000,
  forceStop: 400,
  reinstall: 2500,
  rebuild: 2000,
  bootIso: 1500,
  storage: 500,
  replica: 1000,
  attach: 300,
} as const

/** An operation kind's duration name. */
export type DurationName = keyof typeof DEMO_DURATIONS_MS
