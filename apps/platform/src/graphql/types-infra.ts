/** The infrastructure side of the admin GraphQL schema: VMs, host pools, hosts, locations, images, price lists. */
import { allHostPools, billingAccountsByIds, hostPoolsByUuids, usersByIds } from '../store/admin-read.js'
import { hostCapacity, sumCapacity } from '../services/hosts.js'
import { listHostUsage } from '../store/hosts.js'
import {
  User,
  BillingAccount,
  VirtualMachine,
  HostPool,
  Host,
  CapacityRef,
  Location,
  Image,
  ImageVersionRef,
  PriceList,
} from './builder.js'

/** Adds the fields of VirtualMachine, HostPool, Capacity, Host, Location, ImageVersion, Image and PriceList. */
export function implementInfraTypes() {
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
        resolve: async (v, _args, ctx) =>
          (await billingAccountsByIds(ctx.db, [v.billingAccountId]))[0] ?? null,
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
}
