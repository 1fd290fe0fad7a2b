/**
 * The benchmark's VMs, written directly (the list is what the benchmarks measure): `count` running VMs in the
 * owner's default network of tll01, each with a boot disk and a public IP, every fourth boot disk with a snapshot.
 */
import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { SEED_POOLS } from '../src/seed.js'
import { createFloatingIp } from '../src/services/floating-ips.js'
import { ensureDefaultNetwork, newMac } from '../src/services/networks.js'
import { disks, replicas, vms } from '../src/store/schema.js'
import type { Store } from '../src/store/store.js'

/** Inserts the VMs in one transaction. */
export async function insertBenchVms(
  store: Store,
  owner: { id: number; billingAccountId: number },
  count: number,
  now: Date,
): Promise<void> {
  await store.db.transaction(async (tx) => {
    const network = await ensureDefaultNetwork(
      tx,
      { userId: owner.id, billingAccountId: owner.billingAccountId, location: 'tll01' },
      now,
    )
    for (let i = 0; i < count; i += 250) {
      const batch = Array.from({ length: Math.min(250, count - i) }, (_, k) => {
        const n = i + k
        return {
          uuid: randomUUID(),
          location: 'tll01',
          userId: owner.id,
          billingAccountId: owner.billingAccountId,
          name: `bench-${n}`,
          hostname: `bench-${n}`,
          status: 'running',
          vcpu: 1 + (n % 4),
          memory: 1024 * (1 + (n % 4)),
          osName: 'ubuntu',
          osVersion: '24.04',
          username: 'cirrus',
          mac: newMac(),
          privateIpv4: `10.${Math.floor(n / 250)}.${n % 250}.2`,
          networkUuid: network.uuid,
          designatedPoolUuid: SEED_POOLS.tll01Standard,
          createdAt: now,
          updatedAt: now,
        }
      })
      await tx.insert(vms).values(batch)
      await tx.insert(disks).values(
        batch.map((vm) => ({
          uuid: randomUUID(),
          location: 'tll01',
          userId: owner.id,
          billingAccountId: owner.billingAccountId,
          sizeGb: 20,
          sourceImageType: 'OS_BASE',
          sourceImage: 'ubuntu_24.04',
          vmUuid: vm.uuid,
          primary: true,
          device: 'vda',
          createdAt: now,
          updatedAt: now,
        })),
      )
      // Every VM has a public IP and every fourth boot disk a snapshot, as the list renders them.
      const diskRows = await tx
        .select({ uuid: disks.uuid, vmUuid: disks.vmUuid })
        .from(disks)
        .where(
          inArray(
            disks.vmUuid,
            batch.map((vm) => vm.uuid),
          ),
        )
      await tx.insert(replicas).values(
        diskRows
          .filter((_, k) => k % 4 === 0)
          // Warren's replica uuid: `<master uuid>-YYYY-MM-DD-HH-MM-SS` (the console's schema checks it).
          .map((disk) => ({
            uuid: `${disk.uuid}-2026-01-01-00-00-00`,
            diskUuid: disk.uuid,
            type: 'snapshot',
            size: 20,
          })),
      )
      for (const vm of batch) {
        await createFloatingIp(
          tx,
          {
            userId: owner.id,
            billingAccountId: owner.billingAccountId,
            location: 'tll01',
            assignedTo: vm.uuid,
            assignedToResourceType: 'virtual_machine',
            assignedToPrivateIp: vm.privateIpv4,
          },
          now,
        )
      }
    }
  })
}
