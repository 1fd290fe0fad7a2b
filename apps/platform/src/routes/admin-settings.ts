/**
 * Platform configuration and general settings (issue 13 "/configuration", "/general"; CONTRACTS "Admin API"):
 * `GET/PATCH /v1/admin/config` (the switches of SPEC §6, served to the console by `GET /v1/config/console`, so a
 * switched-off section disappears from the customer console on its next load) and `GET/PUT /v1/admin/general`
 * (platform name, support URL, terms link). Administrators only (the admin guard, http/admin.ts); every change is
 * audit-logged in its transaction (services/console-config.ts).
 */
import { AdminConfigUpdateSchema, GeneralSettingsInputSchema } from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import { ConsoleConfig, GeneralSettings } from '../http/entities.js'
import type { Platform } from '../platform.js'
import {
  readConsoleConfig,
  readGeneralSettings,
  updateConsoleConfig,
  updateGeneralSettings,
} from '../services/console-config.js'

/** The admin settings routes. */
export const adminSettingsRoutes = (p: Platform) =>
  apiRoutes()
    .get('/admin/config', returns(ConsoleConfig), async (c) => c.json(await readConsoleConfig(p.store.db)))
    .patch('/admin/config', takes(AdminConfigUpdateSchema, ConsoleConfig), async (c) =>
      c.json(await updateConsoleConfig(p.store, c.var.principal, c.req.valid('json'))),
    )
    .get('/admin/general', returns(GeneralSettings), async (c) =>
      c.json(await readGeneralSettings(p.store.db)),
    )
    .put('/admin/general', takes(GeneralSettingsInputSchema, GeneralSettings), async (c) =>
      c.json(await updateGeneralSettings(p.store, c.var.principal, c.req.valid('json'))),
    )
