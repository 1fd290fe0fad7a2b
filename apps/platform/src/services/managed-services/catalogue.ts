/**
 * The service catalogue (CONTRACTS "Managed service catalogue"; SPEC §3 Managed service package): which
 * services a create accepts, their versions, how they run (a Kubernetes cluster of workers, database nodes, a
 * cache), the port they listen on and the properties `PATCH …/properties` may change. The console's create form
 * offers exactly this list (`GET /user-resource/service/catalogue`).
 */
import type { ServiceOffer } from '@cirrus/domain'

/** One service of the catalogue, with what only the platform needs. */
type CatalogueEntry = ServiceOffer & {
  /** The port the service listens on (`properties.port`). */
  port: number
  /**
   * Keys `PATCH …/properties` may merge (API-NOTES §14.3: anything else is "not allowed"). `location`,
   * `service_ip` and `sql_user` are the platform's and never change.
   */
  settable: readonly string[]
}

const SQL_SETTABLE = ['port', 'max_connections', 'timezone'] as const

/** Every service a create accepts; the first version is the newest. */
export const SERVICE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    service: 'kubernetes',
    display_name: 'Kubernetes cluster',
    kind: 'kubernetes',
    versions: ['1.31', '1.30', '1.29'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
    port: 6443,
    settable: ['spec'],
  },
  {
    service: 'postgresql',
    display_name: 'PostgreSQL database',
    kind: 'database',
    versions: ['16.0', '15.0', '14.0'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
    port: 5432,
    settable: [...SQL_SETTABLE, 'shared_buffers', 'work_mem', 'log_min_duration_statement'],
  },
  {
    service: 'mysql',
    display_name: 'MySQL database',
    kind: 'database',
    versions: ['8.4', '8.0'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
    port: 3306,
    settable: [...SQL_SETTABLE, 'innodb_buffer_pool_size'],
  },
  {
    service: 'mariadb',
    display_name: 'MariaDB database',
    kind: 'database',
    versions: ['11.4', '10.11'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
    port: 3306,
    settable: [...SQL_SETTABLE, 'innodb_buffer_pool_size'],
  },
  {
    service: 'redis',
    display_name: 'Redis cache',
    kind: 'cache',
    versions: ['7.4', '7.2'],
    defaults: { vm_cpu: 1, vm_ram: 2048, vm_disk_gb: 20 },
    port: 6379,
    settable: ['port', 'maxmemory_policy', 'timeout'],
  },
]

/** Old clients name Kubernetes `k8s` (API-NOTES §9 lists free service names): the same entry. */
const ALIASES: Readonly<Record<string, string>> = { k8s: 'kubernetes' }

/** The catalogue entry of a service name, if the platform offers it. */
export function catalogueEntry(service: string): CatalogueEntry | undefined {
  const name = ALIASES[service] ?? service
  return SERVICE_CATALOGUE.find((entry) => entry.service === name)
}

/** The catalogue as the API answers it (without the platform-only fields). */
export function serviceOffers(): ServiceOffer[] {
  return SERVICE_CATALOGUE.map(({ service, display_name, kind, versions, defaults }) => ({
    service,
    display_name,
    kind,
    versions: [...versions],
    defaults: { ...defaults },
  }))
}

/** True for services that run as a cluster of workers with `properties.spec` (SPEC §3). */
export function isKubernetes(service: string): boolean {
  return catalogueEntry(service)?.kind === 'kubernetes'
}

/** True for SQL databases (they get `sql_user` and an `sql_pass` secret). */
export function isSql(service: string): boolean {
  return catalogueEntry(service)?.kind === 'database'
}

/** The keys a service's properties may be patched with. */
export function settableProperties(service: string): readonly string[] {
  return catalogueEntry(service)?.settable ?? ['port']
}
