/**
 * The admin read side as GraphQL (issue 13): users, billing accounts, VMs, locations, host pools, images, price
 * lists and usage, with offset paging and filters, for screens that join several resources. Built with Pothos
 * (a code-first, typed schema builder: every resolver is checked against the store's row types by the compiler,
 * with no code generation step) and served by graphql-yoga (graphql/routes.ts).
 *
 * Read only; every caller is an administrator (routes.ts refuses anyone else before a query runs).
 */
import SchemaBuilder from '@pothos/core'
import type { Capacity } from '@cirrus/domain'
import { createGraphQLError } from 'graphql-yoga'
import type { Principal } from '../http/env.js'
import {
  allHostPools,
  allImages,
  allLocations,
  allPriceLists,
  billingAccountsByIds,
  costsSince,
  hostPoolsByUuids,
  pageBillingAccounts,
  pageUsers,
  pageVms,
  sessionsOfUser,
  tokensOfUser,
  usageByResourceType,
  userById,
  usersByIds,
  type AdminBillingAccountRow,
  type AdminUserRow,
  type AdminVmRow,
  type Page,
} from '../store/admin-read.js'
import type { DbOrTx } from '../store/store.js'
import { hostCapacity, sumCapacity } from '../services/hosts.js'
import { listHostUsage, type HostUsageRow } from '../store/hosts.js'
import { DEFAULT_PAGE, MAX_PAGE } from './limits.js'

/** What every resolver gets. */
export type GraphContext = { db: DbOrTx; principal: Principal; now: Date }

type HostPoolRow = Awaited<ReturnType<typeof allHostPools>>[number]
type LocationRow = Awaited<ReturnType<typeof allLocations>>[number]
type ImageRow = Awaited<ReturnType<typeof allImages>>[number]
type PriceListRow = Awaited<ReturnType<typeof allPriceLists>>[number]
type SessionRow = Awaited<ReturnType<typeof sessionsOfUser>>[number]
type TokenRow = Awaited<ReturnType<typeof tokensOfUser>>[number]
type UsageRow = Awaited<ReturnType<typeof usageByResourceType>>[number]
type ImageVersion = ImageRow['versions'][number]

const builder = new SchemaBuilder<{ Context: GraphContext }>({})

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The first moment of the UTC month of `date` (billing months roll over by UTC, ADMIN-NOTES). */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

/** `YYYY-MM` → its first moment and the next month's, UTC; a bad month is a GraphQL error. */
function monthRange(month: string): [Date, Date] {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!m) throw createGraphQLError('month must be YYYY-MM', { extensions: { code: 'BAD_USER_INPUT' } })
  const start = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))
  return [start, new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))]
}

/** Every list takes `offset` (default 0) and `limit` (1…MAX_PAGE, default DEFAULT_PAGE), checked here. */
function paging(args: { offset?: number | null; limit?: number | null }) {
  const limit = args.limit ?? DEFAULT_PAGE
  const offset = args.offset ?? 0
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw createGraphQLError(`limit must be 1 to ${MAX_PAGE}`, { extensions: { code: 'BAD_USER_INPUT' } })
  }
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000) {
    throw createGraphQLError('offset must be 0 to 1000000', { extensions: { code: 'BAD_USER_INPUT' } })
  }
  return { offset, limit }
}

/** A page type: `total` (all matching rows) and `items`. */
function pageOf<T>(name: string, item: ReturnType<typeof builder.objectRef<T>>) {
  return builder.objectRef<Page<T>>(name).implement({
    description: `A page of ${item.name} rows and how many match in all.`,
    fields: (t) => ({
      total: t.exposeInt('total'),
      items: t.field({ type: [item], resolve: (page) => page.items }),
    }),
  })
}

const User = builder.objectRef<AdminUserRow>('User')
const BillingAccount = builder.objectRef<AdminBillingAccountRow>('BillingAccount')
const VirtualMachine = builder.objectRef<AdminVmRow>('VirtualMachine')
const HostPool = builder.objectRef<HostPoolRow>('HostPool')
const Host = builder.objectRef<HostUsageRow>('Host')
const CapacityRef = builder.objectRef<Capacity>('Capacity')
const Location = builder.objectRef<LocationRow>('Location')
const Image = builder.objectRef<ImageRow>('Image')
const ImageVersionRef = builder.objectRef<ImageVersion>('ImageVersion')
const PriceList = builder.objectRef<PriceListRow>('PriceList')
const Session = builder.objectRef<SessionRow>('Session')
const ApiToken = builder.objectRef<TokenRow>('ApiToken')
const Usage = builder.objectRef<UsageRow>('UsageByResourceType')

const UserPage = pageOf('UserPage', User)
const BillingAccountPage = pageOf('BillingAccountPage', BillingAccount)
const VirtualMachinePage = pageOf('VirtualMachinePage', VirtualMachine)

User.implement({
  description: 'A console user (its name is the login e-mail).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    isAdmin: t.exposeBoolean('isAdmin'),
    suspended: t.boolean({ resolve: (u) => u.suspendedAt !== null }),
    suspendedAt: t.string({ nullable: true, resolve: (u) => iso(u.suspendedAt) }),
    createdAt: t.string({ resolve: (u) => u.createdAt.toISOString() }),
    lastActivity: t.string({ nullable: true, resolve: (u) => iso(u.lastActivity) }),
    billingAccounts: t.field({
      type: [BillingAccount],
      resolve: async (u, _args, ctx) =>
        (await pageBillingAccounts(ctx.db, { userId: u.id }, { offset: 0, limit: MAX_PAGE })).items,
    }),
    virtualMachines: t.field({
      type: VirtualMachinePage,
      args: { offset: t.arg.int(), limit: t.arg.int() },
      resolve: (u, args, ctx) => pageVms(ctx.db, { userId: u.id }, paging(args)),
    }),
    sessions: t.field({ type: [Session], resolve: (u, _args, ctx) => sessionsOfUser(ctx.db, u.id) }),
    apiTokens: t.field({ type: [ApiToken], resolve: (u, _args, ctx) => tokensOfUser(ctx.db, u.id) }),
  }),
})

Session.implement({
  description: 'A console session (the token itself is never shown).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
    expiresAt: t.string({ resolve: (s) => s.expiresAt.toISOString() }),
  }),
})

ApiToken.implement({
  description: 'An API token (only its prefix; the secret is never shown).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    description: t.exposeString('description'),
    tokenPrefix: t.exposeString('tokenPrefix'),
    restricted: t.exposeBoolean('restricted'),
    billingAccountId: t.exposeInt('billingAccountId', { nullable: true }),
    createdAt: t.string({ resolve: (k) => k.createdAt.toISOString() }),
  }),
})

BillingAccount.implement({
  description: 'A billing account: every resource belongs to exactly one (ADMIN-NOTES "accounts").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    email: t.exposeString('email'),
    currency: t.exposeString('currency'),
    isActive: t.exposeBoolean('isActive'),
    isDefault: t.exposeBoolean('isDefault'),
    credit: t.exposeFloat('creditAmount'),
    vatPercentage: t.exposeFloat('vatPercentage'),
    restrictionLevel: t.exposeString('restrictionLevel', { nullable: true }),
    suspendReason: t.exposeString('suspendReason', { nullable: true }),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    ownerEmail: t.exposeString('ownerEmail'),
    owner: t.field({
      type: User,
      nullable: true,
      resolve: async (a, _args, ctx) => (await userById(ctx.db, a.userId)) ?? null,
    }),
    monthToDateCost: t.string({
      description: 'Metered cost of this UTC month so far, an exact decimal.',
      resolve: async (a, _args, ctx) =>
        (await costsSince(ctx.db, [a.id], monthStart(ctx.now))).get(a.id) ?? '0',
    }),
    usage: t.field({
      type: [Usage],
      description: 'Usage of one UTC month (YYYY-MM; default this month) per resource type.',
      args: { month: t.arg.string() },
      resolve: (a, args, ctx) => {
        const [since, until] = args.month
          ? monthRange(args.month)
          : [monthStart(ctx.now), new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() + 1, 1))]
        return usageByResourceType(ctx.db, a.id, since, until)
      },
    }),
    virtualMachines: t.field({
      type: VirtualMachinePage,
      args: { offset: t.arg.int(), limit: t.arg.int() },
      resolve: (a, args, ctx) => pageVms(ctx.db, { billingAccountId: a.id }, paging(args)),
    }),
  }),
})

Usage.implement({
  fields: (t) => ({
    resourceType: t.exposeString('resourceType'),
    hours: t.exposeInt('hours'),
    amount: t.exposeString('amount', { description: 'An exact decimal in the account currency.' }),
  }),
})

VirtualMachine.implement({
  description: 'A virtual machine of any user.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    status: t.exposeString('status'),
    location: t.exposeString('location'),
    vcpu: t.exposeInt('vcpu'),
    memoryMb: t.exposeInt('memory'),
    osName: t.exposeString('osName'),
    osVersion: t.exposeString('osVersion'),
    privateIpv4: t.exposeString('privateIpv4'),
    publicIpv4: t.exposeString('publicIpv4', { nullable: true }),
    designatedPoolUuid: t.exposeString('designatedPoolUuid', { nullable: true }),
    currentPoolUuid: t.exposeString('currentPoolUuid', {
      nullable: true,
      description: 'The pool of the host the VM is on (SPEC §3): it changes once the VM is really moved.',
    }),
    createdAt: t.string({ resolve: (v) => v.createdAt.toISOString() }),
    ownerEmail: t.exposeString('ownerEmail'),
    owner: t.field({
      type: User,
      nullable: true,
      resolve: async (v, _args, ctx) => (await usersByIds(ctx.db, [v.userId]))[0] ?? null,
    }),
    billingAccount: t.field({
      type: BillingAccount,
      nullable: true,
      resolve: async (v, _args, ctx) => (await billingAccountsByIds(ctx.db, [v.billingAccountId]))[0] ?? null,
    }),
    designatedPool: t.field({
      type: HostPool,
      nullable: true,
      resolve: async (v, _args, ctx) =>
        v.designatedPoolUuid ? ((await hostPoolsByUuids(ctx.db, [v.designatedPoolUuid]))[0] ?? null) : null,
    }),
  }),
})

HostPool.implement({
  description: 'A host pool ("server class") of a location.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    location: t.exposeString('location'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    isDefaultDesignated: t.exposeBoolean('isDefaultDesignated'),
    isVisible: t.exposeBoolean('isVisible'),
    storagePoolUuid: t.exposeString('storagePoolUuid'),
    cpuAllocationCoefficient: t.exposeFloat('cpuAllocationCoefficient'),
    ramAllocationCoefficient: t.exposeFloat('ramAllocationCoefficient'),
    hosts: t.field({
      type: [Host],
      resolve: async (pool, _args, ctx) =>
        (await listHostUsage(ctx.db)).filter((h) => h.poolUuid === pool.uuid),
    }),
    capacity: t.field({
      type: CapacityRef,
      description: "What the pool's hosts offer (after its coefficients) and what its VMs hold.",
      resolve: async (pool, _args, ctx) =>
        sumCapacity((await listHostUsage(ctx.db)).filter((h) => h.poolUuid === pool.uuid)),
    }),
  }),
})

CapacityRef.implement({
  description: 'vCPU and RAM (MB) a host or pool offers and what its live VMs hold, running or stopped.',
  fields: (t) => ({
    vcpuTotal: t.exposeInt('vcpu_total'),
    vcpuUsed: t.exposeInt('vcpu_used'),
    ramMbTotal: t.exposeInt('ram_mb_total'),
    ramMbUsed: t.exposeInt('ram_mb_used'),
  }),
})

Host.implement({
  description: 'A hypervisor of a host pool, with its hardware and load.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name'),
    location: t.exposeString('location'),
    cpuThreads: t.exposeInt('cpuThreads'),
    ramMb: t.exposeInt('ramMb'),
    maintenance: t.exposeBoolean('maintenance'),
    vmCount: t.exposeInt('vmCount'),
    capacity: t.field({ type: CapacityRef, resolve: (h) => hostCapacity(h) }),
    pool: t.field({
      type: HostPool,
      resolve: async (h, _args, ctx) => (await hostPoolsByUuids(ctx.db, [h.poolUuid]))[0]!,
    }),
  }),
})

Location.implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    displayName: t.exposeString('displayName'),
    countryCode: t.exposeString('countryCode'),
    isDefault: t.exposeBoolean('isDefault'),
    isPublished: t.exposeBoolean('isPublished'),
    hostPools: t.field({ type: [HostPool], resolve: (l, _args, ctx) => allHostPools(ctx.db, l.slug) }),
  }),
})

ImageVersionRef.implement({
  fields: (t) => ({
    osVersion: t.exposeString('os_version'),
    displayName: t.exposeString('display_name'),
    published: t.exposeBoolean('published'),
  }),
})

Image.implement({
  description: 'An OS image with all its versions, published or not.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    osName: t.exposeString('osName'),
    displayName: t.exposeString('displayName'),
    isDefault: t.exposeBoolean('isDefault'),
    isAppCatalog: t.exposeBoolean('isAppCatalog'),
    licenseType: t.exposeString('licenseType', { nullable: true }),
    versions: t.field({ type: [ImageVersionRef], resolve: (i) => i.versions }),
  }),
})

PriceList.implement({
  description: 'A monthly price list (its body is the domain PriceList as JSON text).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    month: t.exposeString('month'),
    body: t.string({ resolve: (p) => JSON.stringify(p.body) }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
  }),
})

builder.queryType({
  fields: (t) => ({
    users: t.field({
      type: UserPage,
      description: 'Users, newest first: search matches e-mail, names and id.',
      args: {
        search: t.arg.string(),
        isAdmin: t.arg.boolean(),
        suspended: t.arg.boolean(),
        offset: t.arg.int(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        pageUsers(
          ctx.db,
          {
            search: args.search ?? undefined,
            isAdmin: args.isAdmin ?? undefined,
            suspended: args.suspended ?? undefined,
          },
          paging(args),
        ),
    }),
    user: t.field({
      type: User,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => (await userById(ctx.db, args.id)) ?? null,
    }),
    billingAccounts: t.field({
      type: BillingAccountPage,
      description: 'Billing accounts (not deleted), newest first: search matches title, e-mails and id.',
      args: {
        search: t.arg.string(),
        userId: t.arg.int(),
        active: t.arg.boolean(),
        offset: t.arg.int(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        pageBillingAccounts(
          ctx.db,
          {
            search: args.search ?? undefined,
            userId: args.userId ?? undefined,
            active: args.active ?? undefined,
          },
          paging(args),
        ),
    }),
    virtualMachines: t.field({
      type: VirtualMachinePage,
      description: 'VMs of every user, newest first: search matches name, UUID, IPs and owner e-mail.',
      args: {
        search: t.arg.string(),
        status: t.arg.string(),
        location: t.arg.string(),
        userId: t.arg.int(),
        billingAccountId: t.arg.int(),
        offset: t.arg.int(),
        limit: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        pageVms(
          ctx.db,
          {
            search: args.search ?? undefined,
            status: args.status ?? undefined,
            location: args.location ?? undefined,
            userId: args.userId ?? undefined,
            billingAccountId: args.billingAccountId ?? undefined,
          },
          paging(args),
        ),
    }),
    locations: t.field({ type: [Location], resolve: (_root, _args, ctx) => allLocations(ctx.db) }),
    hostPools: t.field({
      type: [HostPool],
      args: { location: t.arg.string() },
      resolve: (_root, args, ctx) => allHostPools(ctx.db, args.location ?? undefined),
    }),
    hosts: t.field({
      type: [Host],
      description:
        'Every hypervisor with its pool and load, by location, pool and name; optionally of one location.',
      args: { location: t.arg.string() },
      resolve: async (_root, args, ctx) =>
        (await listHostUsage(ctx.db)).filter((h) => !args.location || h.location === args.location),
    }),
    images: t.field({ type: [Image], resolve: (_root, _args, ctx) => allImages(ctx.db) }),
    priceLists: t.field({ type: [PriceList], resolve: (_root, _args, ctx) => allPriceLists(ctx.db) }),
  }),
})

/** The executable schema. */
export const adminSchema = builder.toSchema()
