/** Managed services for stories (issue 12): a Kubernetes cluster with two workers and a backup, a database. */
import type { ServiceOffer } from '@cirrus/domain'
import { fixtureUuid, makeServicePackage } from '@cirrus/domain/fixtures'

/** The platform's catalogue as stories show it. */
export const catalogue: ServiceOffer[] = [
  {
    service: 'kubernetes',
    display_name: 'Kubernetes cluster',
    kind: 'kubernetes',
    versions: ['1.31', '1.30', '1.29'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
  },
  {
    service: 'postgresql',
    display_name: 'PostgreSQL database',
    kind: 'database',
    versions: ['16.0', '15.0'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
  },
]

const worker = (seed: number, status: 'running' | 'stopped', backup: boolean) => ({
  resource_id: fixtureUuid('vm', 700 + seed),
  resource_type: 'vm',
  resource_location: 'tll01',
  resource_allocation: {
    vcpu: 2,
    memory: 4096,
    status,
    storage: [
      {
        uuid: fixtureUuid('disk', 700 + seed),
        size: 40,
        primary: true,
        replica: backup
          ? [
              {
                uuid: fixtureUuid('replica', 700 + seed),
                type: 'backup',
                size: 40,
                created_at: '2026-11-20 03:00:00',
              },
            ]
          : [],
      },
    ],
  },
})

/** A Kubernetes cluster: two workers (one stopped), scaling to four, with a backup. */
export const cluster = makeServicePackage(
  {
    service: 'kubernetes',
    version: '1.31',
    display_name: 'prod-cluster',
    properties: {
      location: 'tll01',
      service_ip: '10.1.104.7',
      port: 6443,
      spec: {
        hibernation: { enabled: false },
        provider: {
          workers: [
            {
              name: 'worker-1',
              machine: { vcpu: 2, ram: 4096 },
              volume: { size: 40 },
              minimum: 2,
              maximum: 4,
              zones: ['tll01-a', 'tll01-b'],
            },
          ],
        },
      },
    },
    prices: [],
    resources: [
      worker(1, 'running', true),
      worker(2, 'stopped', false),
      {
        resource_id: '10.1.104.7',
        resource_type: 'virtual_ip',
        resource_location: 'tll01',
        resource_allocation: { address: '10.1.104.7' },
      },
    ],
  },
  11,
)

/** A hibernating cluster: stopped (SPEC §4). */
export const hibernatingCluster = makeServicePackage(
  {
    ...cluster,
    uuid: fixtureUuid('service', 12),
    display_name: 'staging-cluster',
    properties: {
      ...cluster.properties,
      spec: { ...cluster.properties.spec!, hibernation: { enabled: true } },
    },
    // Hibernation stops every VM (SPEC §4).
    resources: [worker(3, 'stopped', false), worker(4, 'stopped', false), cluster.resources[2]!],
  },
  12,
)

/** A PostgreSQL database with one node. */
export const database = makeServicePackage({ display_name: 'orders-db' }, 13)

/** Twelve services, for "View all" (SPEC §9). */
export const manyServices = [
  cluster,
  hibernatingCluster,
  database,
  ...Array.from({ length: 9 }, (_, i) => makeServicePackage({ display_name: `db-${i + 1}` }, 20 + i)),
]
