/**
 * Every route module mounted under /v1, in order. To add a resource, write `routes/<name>.ts` exporting
 * `(p: Platform) => new Hono<AppEnv>()…` and add it here (README.md "Adding a resource").
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../http/env.js'
import type { Platform } from '../platform.js'
import { accountRoutes } from './account.js'
import { pricingRoutes } from './pricing.js'

/** A /v1 route module. */
export type V1Module = (p: Platform) => Hono<AppEnv>

/** The /v1 route modules. */
export const v1Modules: V1Module[] = [accountRoutes, pricingRoutes]
