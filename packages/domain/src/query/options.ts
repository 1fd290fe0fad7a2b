/**
 * Query option factories: plain `{queryKey, queryFn, staleTime?}` objects that TanStack Query v5 accepts
 * (`useQuery(q.vm(loc, id))`, `qc.ensureQueryData(q.vm(loc, id))`) without this package depending on React.
 */
import type { WarrenClient } from '../http/client.js'
import { ApiError } from '../http/errors.js'
import type { BucketObjectListOptions } from '../storage/api.js'
import type { BucketListQuery } from '../storage/schema.js'
import type { DiskListQuery } from '../disk/schema.js'
import type { IpListQuery } from '../ip/schema.js'
import type { ReplicaType, VmListQuery } from '../vm/schema.js'
import type { VmPageQuery } from '../vm/page.js'
import type { MetricsRange } from '../metrics/schema.js'
import { warrenKeys } from './keys.js'

/** What TanStack Query passes to a queryFn that these factories read. */
export type QueryFnContext = { signal?: AbortSignal }

/** A query description TanStack Query v5 accepts as options. */
export type WarrenQuery<TKey extends readonly unknown[], TData> = {
  queryKey: TKey
  queryFn: (context: QueryFnContext) => Promise<TData>
  staleTime?: number
}

/**
 * Reference data (locations, images, config, prices, host pools) changes rarely: it stays fresh for the
 * cache life of SPEC §9 (5 minutes). Other data uses the app's default stale time.
 */
export const REFERENCE_STALE_TIME_MS = 5 * 60 * 1000

function query<TKey extends readonly unknown[], TData>(
  queryKey: TKey,
  queryFn: (context: QueryFnContext) => Promise<TData>,
  staleTime?: number,
): WarrenQuery<TKey, TData> {
  return staleTime === undefined ? { queryKey, queryFn } : { queryKey, queryFn, staleTime }
}

/** Builds the query option factories of one client. */
export function warrenQueries(client: WarrenClient) {
  const k = warrenKeys
  return {
    vmList: (location: string, q?: VmListQuery) =>
      query(k.vmList(location, q), ({ signal }) => client.vm.list(location, q, { signal })),
    vmPage: (location: string, q?: VmPageQuery) =>
      query(k.vmPage(location, q), ({ signal }) => client.vm.page(location, q, { signal })),
    vm: (location: string, uuid: string) =>
      query(k.vm(location, uuid), ({ signal }) => client.vm.get(location, uuid, { signal })),
    vmReplicas: (location: string, uuid: string, type: ReplicaType) =>
      query(k.vmReplicas(location, uuid, type), ({ signal }) =>
        client.vm.listReplicas(location, uuid, type, { signal }),
      ),
    vmMetrics: (location: string, uuid: string, range: MetricsRange) =>
      query(k.vmMetrics(location, uuid, range), ({ signal }) =>
        client.vm.metrics(location, uuid, range, { signal }),
      ),
    vmInterfaces: (location: string, vmUuid?: string) =>
      query(k.vmInterfaces(location, vmUuid), ({ signal }) =>
        vmUuid === undefined
          ? client.vmInterface.list(location, { signal })
          : client.vmInterface.listForVm(location, vmUuid, { signal }),
      ),

    diskList: (location: string, q?: DiskListQuery) =>
      query(k.diskList(location, q), ({ signal }) => client.disk.list(location, q, { signal })),
    disk: (location: string, uuid: string) =>
      query(k.disk(location, uuid), ({ signal }) => client.disk.get(location, uuid, { signal })),

    ipList: (location: string, q?: IpListQuery) =>
      query(k.ipList(location, q), ({ signal }) => client.ip.list(location, q, { signal })),
    ip: (location: string, address: string) =>
      query(k.ip(location, address), ({ signal }) => client.ip.get(location, address, { signal })),

    networkList: (location: string) =>
      query(k.networkList(location), ({ signal }) => client.network.list(location, { signal })),
    network: (location: string, uuid: string) =>
      query(k.network(location, uuid), ({ signal }) => client.network.get(location, uuid, { signal })),

    firewallList: (location: string) =>
      query(k.firewallList(location), ({ signal }) => client.firewall.list(location, { signal })),
    firewall: (location: string, uuid: string) =>
      query(k.firewall(location, uuid), ({ signal }) => client.firewall.get(location, uuid, { signal })),

    loadBalancerList: (location: string) =>
      query(k.loadBalancerList(location), ({ signal }) => client.loadBalancer.list(location, { signal })),
    loadBalancer: (location: string, uuid: string) =>
      query(k.loadBalancer(location, uuid), ({ signal }) =>
        client.loadBalancer.get(location, uuid, { signal }),
      ),

    serviceCatalogue: () => query(k.serviceCatalogue(), ({ signal }) => client.service.catalogue({ signal })),
    serviceList: () => query(k.serviceList(), ({ signal }) => client.service.list({ signal })),
    service: (uuid: string) => query(k.service(uuid), ({ signal }) => client.service.get(uuid, { signal })),
    serviceSecrets: (uuid: string) =>
      query(k.serviceSecrets(uuid), ({ signal }) => client.service.secrets(uuid, { signal })),
    serviceWhitelist: (uuid: string) =>
      query(k.serviceWhitelist(uuid), ({ signal }) => client.service.whitelist(uuid, { signal })),

    bucketList: (q?: BucketListQuery) =>
      query(k.bucketList(q), ({ signal }) => client.storage.listBuckets(q, { signal })),
    bucket: (name: string) =>
      query(k.bucket(name), ({ signal }) => client.storage.getBucket(name, { signal })),
    bucketObjects: (name: string, options: BucketObjectListOptions = {}) =>
      query(k.bucketObjects(name, options), ({ signal }) =>
        client.storage.listBucketObjects(name, options, { signal }),
      ),
    s3Endpoint: () =>
      query(k.s3Endpoint(), ({ signal }) => client.storage.s3Endpoint({ signal }), REFERENCE_STALE_TIME_MS),
    s3Keys: () => query(k.s3Keys(), ({ signal }) => client.storage.listKeys({ signal })),

    vmImages: () =>
      query(k.vmImages(), ({ signal }) => client.image.listVmImages({ signal }), REFERENCE_STALE_TIME_MS),
    metalOs: () =>
      query(k.metalOs(), ({ signal }) => client.image.listMetalOs({ signal }), REFERENCE_STALE_TIME_MS),
    metalTypes: (location: string) =>
      query(k.metalTypes(location), ({ signal }) => client.metal.types(location, { signal })),
    metalLeases: (location: string) =>
      query(k.metalLeases(location), ({ signal }) => client.metal.list(location, { signal })),
    metalLease: (location: string, uuid: string) =>
      query(k.metalLease(location, uuid), ({ signal }) => client.metal.get(location, uuid, { signal })),
    bootImages: () =>
      query(k.bootImages(), ({ signal }) => client.image.listBootImages({ signal }), REFERENCE_STALE_TIME_MS),

    accessGroups: () => query(k.accessGroups(), ({ signal }) => client.access.listGroups({ signal })),
    /** The grants the user received: whose resources they see, and the owner's name (SPEC §6). */
    accessGrants: () => query(k.accessGrants(), ({ signal }) => client.access.listGrants({ signal })),
    /** One group, from the list (there is no single GET); unknown → not-found ApiError with available ids. */
    accessGroup: (id: string) =>
      query(k.accessGroup(id), async ({ signal }) => {
        const all = await client.access.listGroups({ signal })
        const found = all.find((g) => g.id === id)
        if (found) return found
        throw new ApiError({
          status: 404,
          message: `Access group ${id} was not found.`,
          availableIds: all.map((g) => g.id),
        })
      }),

    tokens: () => query(k.tokens(), ({ signal }) => client.account.listTokens({ signal })),
    /** One token, from the list (there is no single GET); unknown → not-found ApiError with available ids. */
    token: (id: number) =>
      query(k.token(id), async ({ signal }) => {
        const all = await client.account.listTokens({ signal })
        const found = all.find((t) => t.id === id)
        if (found) return found
        throw new ApiError({
          status: 404,
          message: `API token ${id} was not found.`,
          availableIds: all.map((t) => String(t.id)),
        })
      }),
    sshKeys: () => query(k.sshKeys(), ({ signal }) => client.account.listSshKeys({ signal })),
    billingAccounts: () =>
      query(k.billingAccounts(), ({ signal }) => client.account.billingAccounts({ signal })),
    /** One billing account, from the list; unknown → not-found ApiError with available ids. */
    billingAccount: (id: number) =>
      query(k.billingAccount(id), async ({ signal }) => {
        const all = await client.account.billingAccounts({ signal })
        const found = all.find((a) => a.id === id)
        if (found) return found
        throw new ApiError({
          status: 404,
          message: `Billing account ${id} was not found.`,
          availableIds: all.map((a) => String(a.id)),
        })
      }),
    invoices: (billingAccountId: number) =>
      query(k.invoices(billingAccountId), ({ signal }) =>
        client.account.invoices(billingAccountId, { signal }),
      ),
    /** One billing document with its lines (a stranger's or unknown: the platform's 404). */
    invoice: (billingAccountId: number, invoiceId: number) =>
      query(k.invoice(billingAccountId, invoiceId), ({ signal }) =>
        client.billing.document(billingAccountId, invoiceId, { signal }),
      ),
    /** Cost per day, forecast and billed resources of a billing account (CONTRACTS "Billing"). */
    billingCosts: (billingAccountId: number) =>
      query(k.billingCosts(billingAccountId), ({ signal }) =>
        client.billing.costs(billingAccountId, { signal }),
      ),

    currentUser: () => query(k.currentUser(), ({ signal }) => client.account.currentUser({ signal })),
    /** The quotas (limit and usage) of every billing account the caller may use (CONTRACTS "Quotas"). */
    quotas: () => query(k.quotas(), ({ signal }) => client.account.quotas(undefined, { signal })),
    consoleConfig: () =>
      query(
        k.consoleConfig(),
        ({ signal }) => client.account.consoleConfig({ signal }),
        REFERENCE_STALE_TIME_MS,
      ),
    locations: () =>
      query(k.locations(), ({ signal }) => client.account.locations({ signal }), REFERENCE_STALE_TIME_MS),
    hostPools: (location: string) =>
      query(
        k.hostPools(location),
        ({ signal }) => client.account.hostPools(location, { signal }),
        REFERENCE_STALE_TIME_MS,
      ),
    priceList: () =>
      query(k.priceList(), ({ signal }) => client.account.priceList({ signal }), REFERENCE_STALE_TIME_MS),
  }
}

/** The query option factories of a client. */
export type WarrenQueries = ReturnType<typeof warrenQueries>
