/**
 * Admin API of the infrastructure (issue 13 /hosts, /host_pools, /locations, /vm_images; CONTRACTS "Admin API:
 * infrastructure and pricing"): administrators only (403 for anyone else, nothing changes). Not location-scoped:
 * every row names its location.
 */
import {
  HostCreateInputSchema,
  HostPoolUpdateInputSchema,
  HostUpdateInputSchema,
  ImageUpdateInputSchema,
  ImageVersionPublishInputSchema,
  LocationUpdateInputSchema,
  type AdminImage,
  type AdminLocation,
} from '@cirrus/domain'
import { locationsChanged } from '../http/conventions.js'
import {
  AdminHost,
  AdminHostPool,
  AdminImage as AdminImageEntity,
  AdminLocation as AdminLocationEntity,
  HostVm,
} from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { UUID_PARAM, apiRoutes, returns, takes } from '../http/route.js'
import type { Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { recordAudit } from '../services/audit.js'
import { adminHostPools, toAdminHost } from '../services/hosts.js'
import { hostPoolByUuid, listAllHostPools, updateHostPool } from '../store/host-pools.js'
import { hostByName, hostUsage, insertHost, listHostUsage, updateHost, vmsOnHost } from '../store/hosts.js'
import { findVmImage, listImageRows, updateVmImage, vmCountsByImage, type ImageRow } from '../store/images.js'
import { listLocations, locationBySlug, updateLocation, type LocationRow } from '../store/locations.js'
import type { DbOrTx } from '../store/store.js'

const UUID = UUID_PARAM

const hostNotFound = () => new WarrenError(404, 'Host not found')
const poolNotFound = () => new WarrenError(404, 'Host pool not found')
const locationNotFound = () => new WarrenError(404, 'Location not found')
const imageNotFound = () => new WarrenError(404, 'Image not found')

async function adminLocations(db: DbOrTx, rows: LocationRow[]): Promise<AdminLocation[]> {
  const pools = await listAllHostPools(db)
  const hosts = await listHostUsage(db)
  return rows.map((l) => ({
    slug: l.slug,
    display_name: l.displayName,
    description: l.description,
    country_code: l.countryCode,
    is_default: l.isDefault,
    is_published: l.isPublished,
    order_nr: l.orderNr,
    pool_count: pools.filter((p) => p.location === l.slug).length,
    host_count: hosts.filter((h) => h.location === l.slug).length,
  }))
}

function toAdminImage(row: ImageRow, vmCounts: Map<string, number>): AdminImage {
  return {
    os_name: row.osName,
    display_name: row.displayName,
    is_default: row.isDefault,
    is_app_catalog: row.isAppCatalog,
    icon: row.icon,
    license_type: row.licenseType,
    versions: row.versions,
    vm_count: vmCounts.get(row.osName) ?? 0,
  }
}

/** The infrastructure admin routes. */
export const adminInfraRoutes = (p: Platform) => {
  const db = p.store.db
  /**
   * Runs an admin change and its audit entry (before → after) in one transaction; returns what it became. A
   * created resource names its target from what it became (its new uuid), so its page shows the entry.
   */
  const audited = <T>(
    principal: Principal,
    action: string,
    target: { type: string; id: string } | ((after: T) => { type: string; id: string }),
    before: unknown,
    change: (tx: DbOrTx) => Promise<unknown>,
    read: (tx: DbOrTx) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      await change(tx)
      const after = await read(tx)
      await recordAudit(
        tx,
        principal,
        action,
        typeof target === 'function' ? target(after) : target,
        before,
        after,
      )
      return after
    })
  const oneHost = async (uuid: string, db: DbOrTx = p.store.db) => {
    const host = await hostUsage(db, uuid)
    if (!host) throw hostNotFound()
    return toAdminHost(host)
  }
  const onePool = async (uuid: string, db: DbOrTx = p.store.db) => {
    const pool = await hostPoolByUuid(db, uuid)
    if (!pool) throw poolNotFound()
    return (await adminHostPools(db, [pool]))[0]!
  }
  const oneLocation = async (slug: string, db: DbOrTx = p.store.db) => {
    const row = await locationBySlug(db, slug)
    if (!row) throw locationNotFound()
    return (await adminLocations(db, [row]))[0]!
  }
  const oneImage = async (osName: string, db: DbOrTx = p.store.db) => {
    const row = await findVmImage(db, osName)
    if (!row) throw imageNotFound()
    return toAdminImage(row, await vmCountsByImage(db))
  }
  return (
    apiRoutes()
      // Hypervisors
      .get('/admin/hosts', returns([AdminHost]), async (c) =>
        c.json((await listHostUsage(db)).map(toAdminHost)),
      )
      .post('/admin/hosts', takes(HostCreateInputSchema, { 201: AdminHost }), async (c) => {
        const input = c.req.valid('json')
        if (!(await hostPoolByUuid(db, input.pool_uuid))) {
          throw new WarrenError(400, 'Host pool not found', { pool_uuid: 'Host pool not found' })
        }
        if (await hostByName(db, input.name)) {
          const message = `A host named ${input.name} exists`
          throw new WarrenError(400, message, { name: message })
        }
        let uuid = ''
        const host = await audited(
          c.var.principal,
          'host.create',
          (host: { uuid: string }) => ({ type: 'host', id: host.uuid }),
          null,
          async (tx) => {
            uuid = (
              await insertHost(tx, {
                poolUuid: input.pool_uuid,
                name: input.name,
                cpuThreads: input.cpu_threads,
                ramMb: input.ram_mb,
              })
            ).uuid
          },
          (tx) => oneHost(uuid, tx),
        )
        return c.json(host, 201)
      })
      .patch(`/admin/hosts/:uuid{${UUID}}`, takes(HostUpdateInputSchema, AdminHost), async (c) => {
        const uuid = c.req.param('uuid')
        const input = c.req.valid('json')
        const before = await oneHost(uuid)
        if (input.name !== undefined && input.name !== before.name && (await hostByName(db, input.name))) {
          const message = `A host named ${input.name} exists`
          throw new WarrenError(400, message, { name: message })
        }
        const after = await audited(
          c.var.principal,
          'host.update',
          { type: 'host', id: uuid },
          before,
          (tx) => updateHost(tx, uuid, { name: input.name, maintenance: input.maintenance }),
          (tx) => oneHost(uuid, tx),
        )
        return c.json(after)
      })
      .get(`/admin/hosts/:uuid{${UUID}}/vms`, returns([HostVm]), async (c) => {
        const uuid = c.req.param('uuid')
        await oneHost(uuid)
        const rows = await vmsOnHost(db, uuid)
        return c.json(
          rows.map((v) => ({
            uuid: v.uuid,
            name: v.name,
            status: v.status,
            vcpu: v.vcpu,
            memory: v.memory,
            user_id: v.userId,
            billing_account_id: v.billingAccountId,
          })),
        )
      })

      // Host pools
      .get('/admin/host_pools', returns([AdminHostPool]), async (c) =>
        c.json(await adminHostPools(db, await listAllHostPools(db))),
      )
      .patch(
        `/admin/host_pools/:uuid{${UUID}}`,
        takes(HostPoolUpdateInputSchema, AdminHostPool),
        async (c) => {
          const uuid = c.req.param('uuid')
          const input = c.req.valid('json')
          const before = await onePool(uuid)
          const after = await audited(
            c.var.principal,
            'host_pool.update',
            { type: 'host_pool', id: uuid },
            before,
            (tx) =>
              updateHostPool(tx, uuid, {
                name: input.name,
                description: input.description,
                isVisible: input.is_visible,
                cpuAllocationCoefficient: input.cpu_allocation_coefficient,
                ramAllocationCoefficient: input.ram_allocation_coefficient,
                updatedAt: p.clock(),
              }),
            (tx) => onePool(uuid, tx),
          )
          return c.json(after)
        },
      )

      // Locations
      .get('/admin/locations', returns([AdminLocationEntity]), async (c) =>
        c.json(await adminLocations(db, await listLocations(db))),
      )
      .patch(
        '/admin/locations/:slug{[a-z0-9-]{1,100}}',
        takes(LocationUpdateInputSchema, AdminLocationEntity),
        async (c) => {
          const slug = c.req.param('slug')
          const input = c.req.valid('json')
          const before = await oneLocation(slug)
          const closing = input.is_published === false
          if (closing && (before.is_default || input.is_default)) {
            const message = 'The default location must stay open to customers'
            throw new WarrenError(400, message, { is_published: message })
          }
          if (input.is_default && !before.is_published && input.is_published !== true) {
            const message = 'Open the location to customers before making it the default'
            throw new WarrenError(400, message, { is_default: message })
          }
          const after = await audited(
            c.var.principal,
            'location.update',
            { type: 'location', id: slug },
            before,
            (tx) =>
              updateLocation(tx, slug, {
                displayName: input.display_name,
                description: input.description,
                countryCode: input.country_code,
                isPublished: input.is_published,
                isDefault: input.is_default,
              }),
            (tx) => oneLocation(slug, tx),
          )
          locationsChanged()
          return c.json(after)
        },
      )

      // Images
      .get('/admin/vm_images', returns([AdminImageEntity]), async (c) => {
        const counts = await vmCountsByImage(db)
        return c.json((await listImageRows(db, 'vm')).map((row) => toAdminImage(row, counts)))
      })
      .patch(
        '/admin/vm_images/:os_name{[A-Za-z0-9._-]{1,100}}',
        takes(ImageUpdateInputSchema, AdminImageEntity),
        async (c) => {
          const osName = c.req.param('os_name')
          const input = c.req.valid('json')
          const before = await oneImage(osName)
          const after = await audited(
            c.var.principal,
            'vm_image.update',
            { type: 'vm_image', id: osName },
            before,
            (tx) =>
              updateVmImage(tx, osName, {
                displayName: input.display_name,
                isAppCatalog: input.is_app_catalog,
                icon: input.icon,
              }),
            (tx) => oneImage(osName, tx),
          )
          return c.json(after)
        },
      )
      .put(
        '/admin/vm_images/:os_name{[A-Za-z0-9._-]{1,100}}/versions/:os_version{[A-Za-z0-9._-]{1,100}}',
        takes(ImageVersionPublishInputSchema, AdminImageEntity),
        async (c) => {
          const osName = c.req.param('os_name')
          const osVersion = c.req.param('os_version')
          const input = c.req.valid('json')
          const row = await findVmImage(db, osName)
          if (!row) throw imageNotFound()
          if (!row.versions.some((v) => v.os_version === osVersion)) {
            throw new WarrenError(404, `Unknown version ${osVersion} of ${osName}`)
          }
          const versions = row.versions.map((v) =>
            v.os_version === osVersion ? { ...v, published: input.published } : v,
          )
          const after = await audited(
            c.var.principal,
            input.published ? 'vm_image.publish' : 'vm_image.unpublish',
            { type: 'vm_image', id: osName },
            await oneImage(osName),
            (tx) => updateVmImage(tx, osName, { versions }),
            (tx) => oneImage(osName, tx),
          )
          return c.json(after)
        },
      )
  )
}
