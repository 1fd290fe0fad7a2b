/**
 * Direct row inserts for tests that need a resource without going through its API.
 */
import { randomUUID } from 'node:crypto'
import { vms } from '../src/store/schema.js'
import type { Store } from '../src/store/store.js'

/** Inserts a running VM row and returns it. */
export async function insertVm(
  store: Store,
  owner: { id: number; billingAccountId: number },
  overrides: Partial<typeof vms.$inferInsert> = {},
) {
  const uuid = overrides.uuid ?? randomUUID()
  const [row] = await store.db
    .insert(vms)
    .values({
      uuid,
      location: 'tll01',
      userId: owner.id,
      billingAccountId: owner.billingAccountId,
      name: 'fixture-vm',
      hostname: 'fixture-vm',
      status: 'running',
      vcpu: 1,
      memory: 1024,
      osName: 'ubuntu',
      osVersion: '24.04',
      mac: '52:54:00:00:00:01',
      privateIpv4: '10.0.0.2',
      ...overrides,
    })
    .returning()
  return row!
}

/** The body of a managed PostgreSQL create (`POST /v1/user-resource/service/package`) on a billing account. */
export function postgresPackage(billingAccountId: number, overrides: Record<string, unknown> = {}) {
  return {
    billing_account_id: billingAccountId,
    service: 'postgresql',
    version: '16.0',
    display_name: 'orders-db',
    vm_cpu: 2,
    vm_ram: 4096,
    vm_disk_gb: 40,
    package_parameters: JSON.stringify({ location: 'tll01' }),
    ...overrides,
  }
}
