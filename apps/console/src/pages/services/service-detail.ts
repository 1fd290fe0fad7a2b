/**
 * What the service page shows (issue 12; SPEC §3 Managed service package): its VM resources with their size,
 * status, backups and hourly price (priced like VMs, with the package's multipliers), its worker groups and
 * its virtual IP. Pure.
 */
import { z } from 'zod'
import {
  serviceHourlyPrice,
  vmHourlyPrice,
  type Money,
  type PriceList,
  type ServicePackage,
  type ServiceWorker,
  type Vm,
} from '@cirrus/domain'
import { vmPath } from '../compute/paths'

/** A backup of a service VM's disk, to restore (POST …/package/vm/rebuild). */
export type ServiceBackup = { uuid: string; sizeGb: number; createdAt: string | null }

/** One VM resource of a service, as its page lists it. */
export type ServiceVmRow = {
  id: string
  /** The VM's name when the location's VM list has it, else the uuid's start. */
  name: string
  href: string
  vcpu: number
  memoryMb: number
  status: 'running' | 'stopped'
  diskGb: number
  backups: ServiceBackup[]
  /** Hourly; null when unavailable. */
  price: Money | null
}

const AllocationSchema = z.object({
  vcpu: z.coerce.number().default(0),
  memory: z.coerce.number().default(0),
  status: z.string().default('running'),
  storage: z
    .array(
      z.object({
        uuid: z.string().nullish(),
        size: z.coerce.number().default(0),
        primary: z.boolean().default(false),
        replica: z
          .array(
            z.object({
              uuid: z.string(),
              type: z.string(),
              size: z.coerce.number().default(0),
              created_at: z.string().nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish()
    .transform((s) => s ?? []),
})

/** The VM resources of a service with their prices (SPEC §4: they start and stop one at a time). */
export function serviceVmRows(
  pkg: ServicePackage,
  vms: readonly Pick<Vm, 'uuid' | 'name'>[] | undefined,
  priceList: PriceList | null | undefined,
): ServiceVmRow[] {
  return pkg.resources
    .filter((r) => r.resource_type === 'vm')
    .map((resource) => {
      const parsed = AllocationSchema.safeParse(resource.resource_allocation ?? {})
      const allocation = parsed.success ? parsed.data : AllocationSchema.parse({})
      const location = resource.resource_location ?? pkg.location ?? ''
      const status = allocation.status === 'stopped' ? 'stopped' : 'running'
      const storage = allocation.storage.map((d) => ({
        size: d.size,
        primary: d.primary,
        replica: d.replica ?? [],
      }))
      const price = vmHourlyPrice(
        { vcpu: allocation.vcpu, memory: allocation.memory, status, storage, price_multipliers: pkg.prices },
        { list: priceList },
      ).price
      return {
        id: resource.resource_id,
        name: vms?.find((v) => v.uuid === resource.resource_id)?.name ?? resource.resource_id.slice(0, 8),
        href: vmPath(location, resource.resource_id),
        vcpu: allocation.vcpu,
        memoryMb: allocation.memory,
        status,
        diskGb: allocation.storage.reduce((sum, d) => sum + d.size, 0),
        backups: allocation.storage.flatMap((d) =>
          (d.replica ?? [])
            .filter((r) => r.type === 'backup')
            .map((r) => ({ uuid: r.uuid, sizeGb: r.size, createdAt: r.created_at ?? null })),
        ),
        price: parsed.success ? price : null,
      }
    })
}

/** The service IP: `properties.service_ip`, else the virtual IP resource's address. */
export function serviceIp(pkg: ServicePackage): string | null {
  if (pkg.properties.service_ip) return pkg.properties.service_ip
  const vip = pkg.resources.find((r) => r.resource_type === 'virtual_ip')
  const address = vip?.resource_allocation?.address
  return typeof address === 'string' ? address : null
}

/** Whether hibernation is enabled (SPEC §4: the service is then stopped). */
export function isHibernating(pkg: ServicePackage): boolean {
  return pkg.properties.spec?.hibernation?.enabled === true
}

/** The hourly price range of one worker group: its minimum and maximum workers (SPEC §9), hibernation counted. */
export function workerPrice(
  pkg: ServicePackage,
  worker: ServiceWorker,
  priceList: PriceList | null | undefined,
): { min: Money | null; max: Money | null } {
  const spec = { hibernation: pkg.properties.spec?.hibernation ?? null, provider: { workers: [worker] } }
  const { min, max } = serviceHourlyPrice({ properties: { spec }, prices: pkg.prices }, { list: priceList })
  return { min, max }
}
