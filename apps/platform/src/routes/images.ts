/**
 * Images (SPEC §7 "Images and OS", API-NOTES §11, §14.4): VM images with and without a location slug, their
 * plain-OS and app-catalog variants, ISO boot media and the bare-metal OS list. Unpublished versions are shown
 * to administrators only (SPEC §4, §6).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../http/env.js'
import type { Platform } from '../platform.js'
import { BOOT_IMAGES } from '../services/boot-images.js'
import { listImages } from '../services/images.js'

/** The image routes. */
export const imageRoutes = (p: Platform) =>
  new Hono<AppEnv>()
    .get('/config/vm_images', async (c) =>
      c.json(await listImages(p.store.db, 'vm', c.var.principal.user.isAdmin)),
    )
    .get('/config/vm_images/plain_os', async (c) =>
      c.json(
        (await listImages(p.store.db, 'vm', c.var.principal.user.isAdmin)).filter((i) => !i.is_app_catalog),
      ),
    )
    .get('/config/vm_images/app_catalog', async (c) =>
      c.json(
        (await listImages(p.store.db, 'vm', c.var.principal.user.isAdmin)).filter((i) => i.is_app_catalog),
      ),
    )
    .get('/config/boot_images', (c) =>
      c.json(BOOT_IMAGES.filter((b) => b.is_published || c.var.principal.user.isAdmin)),
    )
    .get('/metal/os', async (c) =>
      c.json(await listImages(p.store.db, 'metal', c.var.principal.user.isAdmin)),
    )
