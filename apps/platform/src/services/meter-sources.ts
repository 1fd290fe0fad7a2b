/**
 * The meter sources (services/metering.ts runs each of Platform.meterSources every hour): exported values, listed
 * by their resource module in modules.ts; nothing registers itself. Each prices one hour from the states the
 * resources had during it (services/resource-history.ts, the partial-hour rule of {@link priciest}):
 * - {@link coreSource}: VMs (CPU, RAM, their disks and replicas, Windows licence), standalone disks with their
 *   replicas, floating IPs (assigned or not).
 * - {@link loadBalancerSource}: one LOAD_BALANCER unit per hour (the public IP is metered as a floating IP).
 * - {@link bucketSource}: the size rounded up to whole GB × OBJECT_STORAGE (SPEC §5).
 * - {@link metalLeaseSource}: one BARE_METAL_SERVER per hour a lease was active, at its machine type's price.
 * Managed services need no source of their own: their VMs and disks are VM and disk rows.
 */
import {
  bucketHourlyPrice,
  diskHourlyPrice,
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  metalTypeHourlyPrice,
  vmHourlyPrice,
  type PricedReplica,
  type PricedVmDisk,
} from '@cirrus/domain'
import type { MeterSource, UsageLine } from './metering.js'
import { priciest, statesDuring, type ResourceState } from './resource-history.js'

type Attributes = Record<string, unknown>
const attr = (state: ResourceState) => state.attributes as Attributes
const accountOf = (state: ResourceState) => state.billingAccountId!

/** VMs with their storage, standalone disks and floating IPs. */
export const coreSource: MeterSource = async (db, hour, pricing) => {
  const states = await statesDuring(db, ['vm', 'disk', 'replica', 'floating_ip'], hour)
  const vms = states.get('vm')!
  // Replicas that existed during the hour, each at its largest size, by disk.
  const replicasOf = new Map<string, PricedReplica[]>()
  for (const replica of states.get('replica')!.values()) {
    const last = attr(replica.at(-1)!)
    const size = Math.max(...replica.map((s) => Number(attr(s).size)))
    const disk = String(last.disk_uuid)
    const list = replicasOf.get(disk) ?? replicasOf.set(disk, []).get(disk)!
    list.push({ type: String(last.type), size })
  }
  // A disk counts in the VM it was last attached to during the hour (if that VM existed then), else alone.
  const storageOf = new Map<string, PricedVmDisk[]>()
  const standalone: { state: ResourceState; size: number }[] = []
  for (const [uuid, disk] of states.get('disk')!) {
    const size = Math.max(...disk.map((s) => Number(attr(s).size_gb)))
    const attached = disk.filter((s) => vms.has(String(attr(s).vm_uuid))).at(-1)
    if (!attached) {
      standalone.push({ state: disk.at(-1)!, size })
      continue
    }
    const vm = String(attr(attached).vm_uuid)
    const entry = { size, primary: Boolean(attr(attached).primary), replica: replicasOf.get(uuid) ?? [] }
    const list = storageOf.get(vm) ?? storageOf.set(vm, []).get(vm)!
    list.push(entry)
  }
  const lines: UsageLine[] = []
  for (const [uuid, vm] of vms) {
    const storage = storageOf.get(uuid) ?? []
    const { state, price } = priciest(vm, (s) => {
      const a = attr(s)
      const priced = {
        vcpu: Number(a.vcpu),
        memory: Number(a.memory),
        status: String(a.status),
        license_type: a.license_type as string | null,
        designated_pool_uuid: a.designated_pool_uuid as string | null,
        storage,
      }
      return vmHourlyPrice(priced, pricing(accountOf(s))).price
    })
    const a = attr(state)
    const gb = storage.reduce((sum, d) => sum + d.size, 0)
    lines.push({
      billingAccountId: accountOf(state),
      stateId: state.id,
      resourceType: 'vm',
      resourceUuid: uuid,
      description: `Virtual machine ${String(a.name)} (${Number(a.vcpu)} vCPU, ${Number(a.memory) / 1024} GB RAM, ${gb} GB disk)`,
      amount: price,
    })
  }
  for (const { state, size } of standalone) {
    const snapshots = (replicasOf.get(state.uuid) ?? []).map((r) => ({ size_gb: r.size }))
    const { price } = diskHourlyPrice({ size_gb: size, snapshots }, pricing(accountOf(state)))
    lines.push({
      billingAccountId: accountOf(state),
      stateId: state.id,
      resourceType: 'disk',
      resourceUuid: state.uuid,
      description: `Disk ${(attr(state).display_name as string | null) ?? state.uuid} (${size} GB)`,
      amount: price,
    })
  }
  for (const [uuid, ip] of states.get('floating_ip')!) {
    const { state, price } = priciest(ip, (s) => {
      const assigned = attr(s).assigned_to as string | null
      return ipHourlyPrice({ assigned_to: assigned }, pricing(accountOf(s))).price
    })
    lines.push({
      billingAccountId: accountOf(state),
      stateId: state.id,
      resourceType: 'floating_ip',
      resourceUuid: uuid,
      description: `Public IP ${String(attr(state).address)}${attr(state).assigned_to ? '' : ' (unassigned)'}`,
      amount: price,
    })
  }
  return lines
}

/** Load balancers that existed during the hour. */
export const loadBalancerSource: MeterSource = async (db, hour, pricing) => {
  const states = (await statesDuring(db, ['load_balancer'], hour)).get('load_balancer')!
  return [...states].map(([uuid, lb]): UsageLine => {
    const state = lb.at(-1)!
    return {
      billingAccountId: accountOf(state),
      stateId: state.id,
      resourceType: 'load_balancer',
      resourceUuid: uuid,
      description: `Load balancer ${String(attr(state).display_name)}`,
      amount: loadBalancerHourlyPrice({}, pricing(accountOf(state))).price,
    }
  })
}

/** Buckets that existed during the hour, at their largest size in it. */
export const bucketSource: MeterSource = async (db, hour, pricing) => {
  const states = (await statesDuring(db, ['bucket'], hour)).get('bucket')!
  return [...states].map(([name, bucket]): UsageLine => {
    const { state, price } = priciest(bucket, (s) => {
      const size = Number(attr(s).size_bytes)
      return bucketHourlyPrice({ size_bytes: size }, pricing(accountOf(s))).price
    })
    return {
      billingAccountId: accountOf(state),
      stateId: state.id,
      resourceType: 'bucket',
      // Bucket names are globally unique and never reused while the bucket exists.
      resourceUuid: name,
      description: `Bucket ${name} (${Number(attr(state).size_bytes)} bytes)`,
      amount: price,
    }
  })
}

/**
 * Bare-metal leases that were active during the hour (provisioning and released hours are free), at their
 * machine type's BARE_METAL_SERVER price (`metal:<type>` rule set, else DEFAULT).
 */
export const metalLeaseSource: MeterSource = async (db, hour, pricing) => {
  const states = (await statesDuring(db, ['metal_lease'], hour)).get('metal_lease')!
  const lines: UsageLine[] = []
  for (const [uuid, lease] of states) {
    const active = lease.filter((s) => attr(s).status === 'active')
    if (active.length === 0) continue
    const { state, price } = priciest(
      active,
      (s) => metalTypeHourlyPrice(String(attr(s).type_name), pricing(accountOf(s))).price,
    )
    lines.push({
      billingAccountId: accountOf(state),
      stateId: state.id,
      resourceType: 'metal_lease',
      resourceUuid: uuid,
      description: `Bare metal server ${String(attr(state).display_name)} (${String(attr(state).type_name)})`,
      amount: price,
    })
  }
  return lines
}
