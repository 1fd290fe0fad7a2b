/**
 * Admin API of network, storage and services (issue 14: /vm_conf, /floating_ips, /load_balancers, /buckets,
 * /service_packages): administrators only (app.ts guards `/v1/admin` with http/admin.ts; 403 for anyone else).
 * A location's public IPv4 ranges are what the floating IP allocator hands out (services/floating-ips.ts); every
 * change of a range or a location's network defaults is audited in its transaction.
 */
import {
  AdminBucketListQuerySchema,
  AdminFloatingIpListQuerySchema,
  AdminLoadBalancerListQuerySchema,
  AdminServiceListQuerySchema,
  NetworkDefaultsInputSchema,
  PublicIpRangeInputSchema,
  PublicIpRangeUpdateInputSchema,
} from '@cirrus/domain'
import {
  AdminBucketPage,
  AdminFloatingIpPage,
  AdminLoadBalancerPage,
  AdminServiceOffer,
  AdminServicePage,
  LocationNetwork,
  PublicIpRange,
} from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { UUID_PARAM, apiRoutes, returns, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import {
  adminServiceCatalogue,
  checkRangeKeepsAddresses,
  checkRangeOverlap,
  locationNetworks,
  pricingNow,
  toAdminBucket,
  toAdminFloatingIp,
  toAdminLoadBalancer,
  toAdminService,
  toPublicRange,
} from '../services/admin-network.js'
import { recordAudit } from '../services/audit.js'
import { pageBuckets, pageFloatingIps, pageLoadBalancers, pageServices } from '../store/admin/network.js'
import { locationBySlug } from '../store/locations.js'
import {
  deletePublicRange,
  insertPublicRange,
  listPublicRanges,
  lockPublicAddresses,
  publicRangeByUuid,
  publicRangeUsage,
  updatePublicRange,
  upsertLocationNetworkSettings,
} from '../store/public-ip-ranges.js'
import type { DbOrTx, Tx } from '../store/store.js'
import type { Principal } from '../http/env.js'

const rangeNotFound = () => new WarrenError(404, 'Public IP range not found')
const locationNotFound = () => new WarrenError(404, 'Location not found')

const page = (q: { offset: number; limit: number; order: 'asc' | 'desc'; sort: string }) => ({
  offset: q.offset,
  limit: q.limit,
  sortDesc: q.order === 'desc',
  sortBy: q.sort,
})

/** The network, storage and services admin routes. */
export const adminNetworkRoutes = (p: Platform) => {
  const db = p.store.db
  const oneRange = async (db: DbOrTx, uuid: string) => {
    const row = await publicRangeByUuid(db, uuid)
    if (!row) throw rangeNotFound()
    return toPublicRange(row, (await publicRangeUsage(db)).get(uuid) ?? 0)
  }
  const oneLocation = async (db: DbOrTx, slug: string) => {
    const [network] = await locationNetworks(db, slug)
    if (!network) throw locationNotFound()
    return network
  }
  const rangeBefore = async (tx: DbOrTx, uuid: string) => {
    const row = await publicRangeByUuid(tx, uuid)
    if (!row) throw rangeNotFound()
    return { row, before: await oneRange(tx, uuid) }
  }
  /**
   * Runs a change of the network settings under the public address lock (no allocation or other range change
   * runs meanwhile) and records its audit entry (before → after) in the same transaction.
   */
  const audited = <T>(
    principal: Principal,
    action: string,
    type: string,
    run: (tx: Tx) => Promise<{ id: string; before: unknown; after: T }>,
  ) =>
    db.transaction(async (tx) => {
      await lockPublicAddresses(tx)
      const { id, before, after } = await run(tx)
      await recordAudit(tx, principal, action, { type, id }, before, after)
      return after
    })
  return (
    apiRoutes()
      // /vm_conf
      .get('/admin/network', returns([LocationNetwork]), async (c) => c.json(await locationNetworks(db)))
      .put('/admin/network/:location', takes(NetworkDefaultsInputSchema, LocationNetwork), async (c) => {
        const slug = c.req.param('location')
        const input = c.req.valid('json')
        if (!(await locationBySlug(db, slug))) throw locationNotFound()
        const after = await audited(c.var.principal, 'network.defaults.update', 'location', async (tx) => {
          const before = await oneLocation(tx, slug)
          await upsertLocationNetworkSettings(
            tx,
            {
              location: slug,
              privateSubnetPrefix: input.private_subnet_prefix,
              vlanFirst: input.vlan_first,
              vlanLast: input.vlan_last,
              dnsServers: input.dns_servers,
            },
            p.clock(),
          )
          return { id: slug, before, after: await oneLocation(tx, slug) }
        })
        return c.json(after)
      })
      .post('/admin/network/ranges', takes(PublicIpRangeInputSchema, { 201: PublicIpRange }), async (c) => {
        const input = c.req.valid('json')
        if (!(await locationBySlug(db, input.location))) {
          throw new WarrenError(400, 'Location not found', { location: 'Location not found' })
        }
        const range = await audited(c.var.principal, 'network.range.create', 'ip_range', async (tx) => {
          await checkRangeOverlap(tx, input.cidr)
          const row = await insertPublicRange(tx, { location: input.location, cidr: input.cidr })
          return { id: row.uuid, before: null, after: await oneRange(tx, row.uuid) }
        })
        return c.json(range, 201)
      })
      .patch(
        `/admin/network/ranges/:uuid{${UUID_PARAM}}`,
        takes(PublicIpRangeUpdateInputSchema, PublicIpRange),
        async (c) => {
          const uuid = c.req.param('uuid')
          const { cidr } = c.req.valid('json')
          const range = await audited(c.var.principal, 'network.range.update', 'ip_range', async (tx) => {
            const { row, before } = await rangeBefore(tx, uuid)
            await checkRangeOverlap(tx, cidr, uuid)
            await checkRangeKeepsAddresses(tx, row, cidr)
            await updatePublicRange(tx, uuid, cidr, p.clock())
            return { id: uuid, before, after: await oneRange(tx, uuid) }
          })
          return c.json(range)
        },
      )
      .delete(`/admin/network/ranges/:uuid{${UUID_PARAM}}`, returns({ 204: 'Deleted' }), async (c) => {
        const uuid = c.req.param('uuid')
        await audited(c.var.principal, 'network.range.delete', 'ip_range', async (tx) => {
          const { row, before } = await rangeBefore(tx, uuid)
          await checkRangeKeepsAddresses(tx, row, null)
          await deletePublicRange(tx, uuid)
          return { id: uuid, before, after: null }
        })
        return c.body(null, 204)
      })
      // /floating_ips, /load_balancers, /buckets, /service_packages
      .get('/admin/floating_ips', takes(AdminFloatingIpListQuerySchema, AdminFloatingIpPage), async (c) => {
        const q = c.req.valid('json')
        const [rows, ranges, pricing] = await Promise.all([
          pageFloatingIps(db, q, page(q)),
          listPublicRanges(db),
          pricingNow(p),
        ])
        return c.json({
          total: rows.total,
          items: rows.items.map((r) => toAdminFloatingIp(r, ranges, pricing)),
        })
      })
      .get(
        '/admin/load_balancers',
        takes(AdminLoadBalancerListQuerySchema, AdminLoadBalancerPage),
        async (c) => {
          const q = c.req.valid('json')
          const [rows, pricing] = await Promise.all([pageLoadBalancers(db, q, page(q)), pricingNow(p)])
          return c.json({ total: rows.total, items: rows.items.map((r) => toAdminLoadBalancer(r, pricing)) })
        },
      )
      .get('/admin/buckets', takes(AdminBucketListQuerySchema, AdminBucketPage), async (c) => {
        const q = c.req.valid('json')
        const [rows, pricing] = await Promise.all([pageBuckets(db, q, page(q)), pricingNow(p)])
        return c.json({ total: rows.total, items: rows.items.map((r) => toAdminBucket(r, pricing)) })
      })
      .get('/admin/services', takes(AdminServiceListQuerySchema, AdminServicePage), async (c) => {
        const q = c.req.valid('json')
        const rows = await pageServices(db, q, page(q))
        return c.json({ total: rows.total, items: rows.items.map(toAdminService) })
      })
      .get('/admin/services/catalogue', returns([AdminServiceOffer]), async (c) =>
        c.json(await adminServiceCatalogue(p)),
      )
  )
}
