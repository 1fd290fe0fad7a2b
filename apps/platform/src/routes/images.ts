/**
 * Images (SPEC §7 "Images and OS", API-NOTES §11, §14.4): VM images with and without a location slug, their
 * plain-OS and app-catalog variants, ISO boot media and the bare-metal OS list. Unpublished versions are shown
 * to administrators only (SPEC §4, §6).
 */
import { apiRoutes, returns } from '../http/route.js'
import { BootImage, VmImage } from '../http/entities.js'
import type { Platform } from '../platform.js'
import { BOOT_IMAGES } from '../services/boot-images.js'
import { listImages } from '../services/images.js'

/** The image routes. */
export const imageRoutes = (p: Platform) =>
  apiRoutes()
    .get('/config/vm_images', returns([VmImage]), async (c) =>
      c.json(await listImages(p.store.db, 'vm', c.var.principal.user.isAdmin)),
    )
    .get('/config/vm_images/plain_os', returns([VmImage]), async (c) =>
      c.json(
        (await listImages(p.store.db, 'vm', c.var.principal.user.isAdmin)).filter((i) => !i.is_app_catalog),
      ),
    )
    .get('/config/vm_images/app_catalog', returns([VmImage]), async (c) =>
      c.json(
        (await listImages(p.store.db, 'vm', c.var.principal.user.isAdmin)).filter((i) => i.is_app_catalog),
      ),
    )
    .get('/config/boot_images', returns([BootImage]), (c) =>
      c.json(BOOT_IMAGES.filter((b) => b.is_published || c.var.principal.user.isAdmin)),
    )
    .get('/metal/os', returns([VmImage]), async (c) =>
      c.json(await listImages(p.store.db, 'metal', c.var.principal.user.isAdmin)),
    )
