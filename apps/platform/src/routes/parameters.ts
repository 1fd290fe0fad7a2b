/**
 * Machine-readable constraints of a VM create: `GET /api/parameters/vm` (API-NOTES §7.5). Not location-scoped in
 * Warren (§1.1), yet like every /v1 call it also answers with a location slug; the ranges are those of the
 * request's location (the default location without a slug), because host pools, whose `guest_limits` bound a VM
 * (§7.6), belong to a location. Needs the `apikey` or a session like every /v1 call (§1.2).
 */
import { apiRoutes, returns } from '../http/route.js'
import { VmParameter } from '../http/entities.js'
import type { Platform } from '../platform.js'
import { EMPTY_OS, toWarrenImage } from '../services/images.js'
import { vmParameterDocument } from '../services/vm-parameters.js'
import { defaultHostPool } from '../services/vms.js'
import { listHostPools } from '../store/host-pools.js'
import { listImageRows } from '../store/images.js'

/** The `api/parameters` routes. */
export const parameterRoutes = (p: Platform) =>
  apiRoutes().get('/api/parameters/vm', returns([VmParameter]), async (c) => {
    const db = p.store.db
    const { principal, location } = c.var
    const isAdmin = principal.user.isAdmin
    const [pool, pools, rows] = await Promise.all([
      defaultHostPool(db, location),
      listHostPools(db, location.slug),
      listImageRows(db, 'vm'),
    ])
    // The images and versions create accepts from this viewer (services/images.ts resolveVmImage), the pools
    // host_pool/list shows them.
    const usable = rows.flatMap((row) => {
      const image = toWarrenImage(row, isAdmin)
      return image
        ? [
            {
              osName: row.osName,
              versions: image.versions.map((v) => v.os_version),
              windows: row.licenseType === 'WINDOWS',
            },
          ]
        : []
    })
    return c.json(
      vmParameterDocument({
        defaultPool: pool,
        poolUuids: pools.filter((h) => h.isVisible || isAdmin).map((h) => h.uuid),
        images: usable,
        emptyOs: EMPTY_OS,
      }),
    )
  })
