// Journeys run against the real product: `npm start` (platform + built console) on a loopback port with a
// fresh embedded database and the demo seed, in Debian's Chromium (never a downloaded browser).
import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumLaunchOptions } from '../chromium.config'

const port = Number(process.env.E2E_PORT ?? 8788)
const dataDir = mkdtempSync(path.join(tmpdir(), 'cirrus-e2e-'))
// The server's mail outbox (apps/platform mail/mailer.ts), read by journeys that follow a mailed link
// (support/mail.ts). Set once in the runner's process, so the workers it starts inherit the same folder.
process.env.E2E_MAIL_OUTBOX ??= mkdtempSync(path.join(tmpdir(), 'cirrus-e2e-outbox-'))

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: process.env.E2E_MAIL_OUTBOX,
      // Operations take a short but visible time, so the progress toast can be seen (not the 30 s of demo mode).
      OPERATION_TIME_SCALE: '0.05',
    },
  },
})
