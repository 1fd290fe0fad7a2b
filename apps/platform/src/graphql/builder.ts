/**
 * The GraphQL admin read side's builder (Pothos), its context, paging and month helpers, and the reference of every
 * object type, so that each type's fields (types-people.ts, types-infra.ts) and the query (schema.ts) can name the
 * others. The fields are added by `implementPeopleTypes()` and `implementInfraTypes()`, called by schema.ts.
 */
import SchemaBuilder from '@pothos/core'
import type { Capacity } from '@cirrus/domain'
import { createGraphQLError } from 'graphql-yoga'
import type { Principal } from '../http/env.js'
import {
  type allHostPools,
  type allImages,
  type allLocations,
  type allPriceLists,
  type sessionsOfUser,
  type tokensOfUser,
  type usageByResourceType,
  type AdminBillingAccountRow,
  type AdminUserRow,
  type AdminVmRow,
  type Page,
} from '../store/admin-read.js'
import type { DbOrTx } from '../store/store.js'
import { type HostUsageRow } from '../store/hosts.js'
import { DEFAULT_PAGE, MAX_PAGE } from './limits.js'

export type GraphContext = { db: DbOrTx; principal: Principal; now: Date }

export type HostPoolRow = Awaited<ReturnType<typeof allHostPools>>[number]
export type LocationRow = Awaited<ReturnType<typeof allLocations>>[number]
export type ImageRow = Awaited<ReturnType<typeof allImages>>[number]
export type PriceListRow = Awaited<ReturnType<typeof allPriceLists>>[number]
export type SessionRow = Awaited<ReturnType<typeof sessionsOfUser>>[number]
export type TokenRow = Awaited<ReturnType<typeof tokensOfUser>>[number]
export type UsageRow = Awaited<ReturnType<typeof usageByResourceType>>[number]
export type ImageVersion = ImageRow['versions'][number]

export const builder = new SchemaBuilder<{ Context: GraphContext }>({})

export const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** `YYYY-MM` → its first moment and the next month's, UTC; a bad month is a GraphQL error. */
export function monthRange(month: string): [Date, Date] {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!m) throw createGraphQLError('month must be YYYY-MM', { extensions: { code: 'BAD_USER_INPUT' } })
  const start = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))
  return [start, new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))]
}

/** Every list takes `offset` (default 0) and `limit` (1…MAX_PAGE, default DEFAULT_PAGE), checked here. */
export function paging(args: { offset?: number | null; limit?: number | null }) {
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
export function pageOf<T>(name: string, item: ReturnType<typeof builder.objectRef<T>>) {
  return builder.objectRef<Page<T>>(name).implement({
    description: `A page of ${item.name} rows and how many match in all.`,
    fields: (t) => ({
      total: t.exposeInt('total'),
      items: t.field({ type: [item], resolve: (page) => page.items }),
    }),
  })
}

export const User = builder.objectRef<AdminUserRow>('User')
export const BillingAccount = builder.objectRef<AdminBillingAccountRow>('BillingAccount')
export const VirtualMachine = builder.objectRef<AdminVmRow>('VirtualMachine')
export const HostPool = builder.objectRef<HostPoolRow>('HostPool')
export const Host = builder.objectRef<HostUsageRow>('Host')
export const CapacityRef = builder.objectRef<Capacity>('Capacity')
export const Location = builder.objectRef<LocationRow>('Location')
export const Image = builder.objectRef<ImageRow>('Image')
export const ImageVersionRef = builder.objectRef<ImageVersion>('ImageVersion')
export const PriceList = builder.objectRef<PriceListRow>('PriceList')
export const Session = builder.objectRef<SessionRow>('Session')
export const ApiToken = builder.objectRef<TokenRow>('ApiToken')
export const Usage = builder.objectRef<UsageRow>('UsageByResourceType')

export const UserPage = pageOf('UserPage', User)
export const BillingAccountPage = pageOf('BillingAccountPage', BillingAccount)
export const VirtualMachinePage = pageOf('VirtualMachinePage', VirtualMachine)
