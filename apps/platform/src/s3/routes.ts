/** The S3-compatible endpoint (path-style under /s3). */
import { Hono } from 'hono'
import type { AppEnv } from '../http/env.js'
import type { Platform } from '../platform.js'

/** The S3 endpoint's routes. */
export function s3Routes(_p: Platform) {
  return new Hono<AppEnv>().all('*', (c) => c.body(null, 501))
}
