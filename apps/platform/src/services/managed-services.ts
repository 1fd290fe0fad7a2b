/**
 * Managed service packages (API-NOTES §9, §14.3; SPEC §3, §4): the catalogue rules, the creation plan, the
 * durable operations (create, per-VM start and stop, backup restore) and the Warren rendering.
 *
 * A package's VMs are ordinary VM rows with `service_uuid` set (boot disks in `disks`), in the owner's default
 * network of the package's location; the package also takes a service IP of that network (`virtual_ip`
 * resource). Kubernetes-like services carry `properties.spec` with hibernation and worker groups (machine vcpu
 * and ram in MB, volume size, minimum, maximum, zones); a group runs `minimum` VMs. Enabling hibernation stops
 * every VM of the service (SPEC §4: "stopped when hibernation is enabled").
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { ServicePropertiesSchema, ServiceWorkerSchema, type ServicePackageCreateInput } from '@cirrus/domain'
import { z } from 'zod'
import { WarrenError } from '../http/errors.js'
import { operationHandler, type CheckedOperation, type OperationHandler } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import { disks, hostPools, replicas, servicePackages, vms, type GuestLimits } from '../store/schema.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { warrenTime } from './format.js'
import { allocateAddress, allocatePrivateIp, ensureDefaultNetwork, newMac } from './networks.js'
import { seal } from './sealed.js'

/** A service package row. */
export type ServicePackageRow = typeof servicePackages.$inferSelect

/** Demo durations (ms) of the service operations, scaled by `operationTimeScale` (0 in tests). */
export const SERVICE_DURATIONS_MS = { create: 4000, start: 800, stop: 2000, restore: 2500 } as const

/** Services run as a cluster of workers with `properties.spec` (SPEC §3). */
export const KUBERNETES_SERVICES: ReadonlySet<string> = new Set(['kubernetes', 'k8s'])

const SQL_SERVICES: ReadonlySet<string> = new Set(['postgresql', 'mysql', 'mariadb'])

const DEFAULT_PORTS: Record<string, number> = {
  postgresql: 5432,
  mysql: 3306,
  mariadb: 3306,
  redis: 6379,
  kubernetes: 6443,
  k8s: 6443,
}

/**
 * Keys `PATCH …/properties` may merge per service (API-NOTES §14.3: anything else is "not allowed"). `location`,
 * `service_ip` and `sql_user` are the platform's and never change.
 */
const SETTABLE_PROPERTIES: Record<string, readonly string[]> = {
  postgresql: [
    'port',
    'max_connections',
    'shared_buffers',
    'work_mem',
    'timezone',
    'log_min_duration_statement',
  ],
  mysql: ['port', 'max_connections', 'innodb_buffer_pool_size', 'timezone'],
  mariadb: ['port', 'max_connections', 'innodb_buffer_pool_size', 'timezone'],
  redis: ['port', 'maxmemory_policy', 'timeout'],
  kubernetes: ['spec'],
  k8s: ['spec'],
}

/** The keys a service's properties may be patched with. */
export function settableProperties(service: string): readonly string[] {
  return SETTABLE_PROPERTIES[service] ?? ['port']
}

/** One VM of the creation plan. */
type PlannedNode = { vcpu: number; ram: number; diskGb: number }

/** What the create operation needs: the validated input and the computed nodes and properties. */
export type ServiceCreatePayload = {
  userId: number
  billingAccountId: number
  location: string
  service: string
  version: string
  displayName: string
  isMultiNode: boolean
  vmCpu: number
  vmRam: number
  vmDiskGb: number
  packageParameters: Record<string, unknown>
  properties: Record<string, unknown>
  nodes: PlannedNode[]
  poolUuid: string | null
  storagePoolUuid: string | null
}

/** Kubernetes-like creation parameters read from `package_parameters` (all optional). */
const KubernetesParametersSchema = z.looseObject({
  workers: z.array(ServiceWorkerSchema).min(1).optional(),
  minimum: z.number().int().min(0).optional(),
  maximum: z.number().int().min(0).optional(),
  zones: z.array(z.string().min(1)).optional(),
  hibernation: z.boolean().optional(),
})

function fieldError(field: string, message: string): WarrenError {
  return new WarrenError(400, `${field}: ${message}`, { [field]: message })
}

function within(field: string, value: number, range: { min: number; max: number }) {
  if (value < range.min || value > range.max) {
    throw fieldError(field, `must be between ${range.min} and ${range.max}`)
  }
}

/**
 * Validates a create request against the location's default host pool and builds the plan (nodes, properties).
 * Throws a 400 naming the field.
 */
export async function planServiceCreate(
  db: DbOrTx,
  input: ServicePackageCreateInput,
  owner: { userId: number; billingAccountId: number },
  locations: string[],
): Promise<ServiceCreatePayload> {
  const params = input.package_parameters
  const location = params.location
  if (!locations.includes(location))
    throw fieldError('package_parameters.location', `Unknown location ${location}`)
  const [pool] = await db
    .select()
    .from(hostPools)
    .where(and(eq(hostPools.location, location), eq(hostPools.isDefaultDesignated, true)))
  const limits: GuestLimits | undefined = pool?.guestLimits
  const check = (prefix: string, node: PlannedNode) => {
    if (!limits) return
    within(`${prefix}vm_cpu`, node.vcpu, limits.cpu)
    within(`${prefix}vm_ram`, node.ram, limits.ram_mb)
    within(`${prefix}vm_disk_gb`, node.diskGb, limits.disk_gb)
  }
  const base: PlannedNode = { vcpu: input.vm_cpu, ram: input.vm_ram, diskGb: input.vm_disk_gb }
  check('', base)

  const properties: Record<string, unknown> = {
    location,
    port: DEFAULT_PORTS[input.service] ?? 8080,
  }
  if (SQL_SERVICES.has(input.service)) properties.sql_user = 'cirrus'
  let nodes: PlannedNode[]
  if (KUBERNETES_SERVICES.has(input.service)) {
    const parsed = KubernetesParametersSchema.safeParse(params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      throw fieldError(['package_parameters', ...issue.path.map(String)].join('.'), issue.message)
    }
    const k8s = parsed.data
    const workers = (
      k8s.workers ?? [
        {
          machine: { vcpu: input.vm_cpu, ram: input.vm_ram },
          volume: { size: input.vm_disk_gb },
          minimum: k8s.minimum ?? 1,
          maximum: k8s.maximum ?? k8s.minimum ?? 1,
          zones: k8s.zones ?? [location],
        },
      ]
    ).map((w, index) => ({ name: `worker-${index + 1}`, ...w }))
    nodes = []
    for (const [index, worker] of workers.entries()) {
      const minimum = worker.minimum ?? 1
      const maximum = worker.maximum ?? minimum
      const field = k8s.workers ? `package_parameters.workers.${index}.` : 'package_parameters.'
      if (minimum > maximum) throw fieldError(`${field}maximum`, 'must not be below minimum')
      const node = {
        vcpu: worker.machine.vcpu,
        ram: worker.machine.ram,
        diskGb: worker.volume?.size ?? input.vm_disk_gb,
      }
      if (k8s.workers) check(`package_parameters.workers.${index}.`, node)
      for (let i = 0; i < minimum; i++) nodes.push(node)
    }
    properties.spec = { hibernation: { enabled: k8s.hibernation ?? false }, provider: { workers } }
  } else {
    nodes = Array.from({ length: input.is_multi_node ? 3 : 1 }, () => base)
  }
  return {
    ...owner,
    location,
    service: input.service,
    version: input.version,
    displayName: input.display_name,
    isMultiNode: input.is_multi_node ?? false,
    vmCpu: input.vm_cpu,
    vmRam: input.vm_ram,
    vmDiskGb: input.vm_disk_gb,
    packageParameters: params,
    properties,
    nodes,
    poolUuid: pool?.uuid ?? null,
    storagePoolUuid: pool?.storagePoolUuid ?? null,
  }
}

function secretText(length: number): string {
  return randomBytes(length).toString('base64url').slice(0, length)
}

/** The flat secrets map of a new service (API-NOTES §9: e.g. `{"sql_pass": "…"}`). */
function newSecrets(service: string, serviceIp: string, port: number): Record<string, string> {
  if (SQL_SERVICES.has(service)) return { sql_user: 'cirrus', sql_pass: secretText(24) }
  if (KUBERNETES_SERVICES.has(service)) {
    const token = secretText(40)
    return {
      kubeconfig: [
        'apiVersion: v1',
        'kind: Config',
        `clusters: [{name: cirrus, cluster: {server: 'https://${serviceIp}:${port}'}}]`,
        `users: [{name: admin, user: {token: ${token}}}]`,
        'contexts: [{name: cirrus, context: {cluster: cirrus, user: admin}}]',
        'current-context: cirrus',
      ].join('\n'),
    }
  }
  return { password: secretText(24) }
}

/** True when the properties ask for hibernation (SPEC §4). */
export function hibernating(properties: Record<string, unknown>): boolean {
  const parsed = ServicePropertiesSchema.safeParse(properties)
  return parsed.success && parsed.data.spec?.hibernation?.enabled === true
}

/** Creates everything of a planned service in the operation's final transaction. */
async function completeCreate(p: Platform, tx: Tx, payload: ServiceCreatePayload) {
  const now = p.clock()
  const owner = {
    userId: payload.userId,
    billingAccountId: payload.billingAccountId,
    location: payload.location,
  }
  const network = await ensureDefaultNetwork(tx, owner, now)
  const serviceIp = await allocateAddress(tx, network)
  const uuid = randomUUID()
  const port = Number(payload.properties.port)
  const status = hibernating(payload.properties) ? 'stopped' : 'running'
  await tx.insert(servicePackages).values({
    uuid,
    ...owner,
    service: payload.service,
    version: payload.version,
    displayName: payload.displayName,
    status: 'active',
    isMultiNode: payload.isMultiNode,
    vmCpu: payload.vmCpu,
    vmRam: payload.vmRam,
    vmDiskGb: payload.vmDiskGb,
    networkUuid: network.uuid,
    serviceIp,
    properties: { ...payload.properties, service_ip: serviceIp },
    packageParameters: payload.packageParameters,
    secrets: seal(JSON.stringify(newSecrets(payload.service, serviceIp, port)), p.settings.sealingSecret),
    createdAt: now,
    updatedAt: now,
  })
  for (const [index, node] of payload.nodes.entries()) {
    const vmUuid = randomUUID()
    const name = `${payload.service}-${uuid.slice(0, 8)}-${index + 1}`
    await tx.insert(vms).values({
      uuid: vmUuid,
      ...owner,
      name,
      hostname: name,
      description: `${payload.displayName} node ${index + 1}`,
      status,
      vcpu: node.vcpu,
      memory: node.ram,
      osName: 'ubuntu',
      osVersion: '24.04',
      mac: newMac(),
      // Inserted one by one so that each allocation sees the addresses taken before it.
      privateIpv4: await allocatePrivateIp(tx, network),
      networkUuid: network.uuid,
      designatedPoolUuid: payload.poolUuid,
      serviceUuid: uuid,
      createdAt: now,
      updatedAt: now,
    })
    await tx.insert(disks).values({
      uuid: randomUUID(),
      ...owner,
      displayName: `${name}-boot`,
      sizeGb: node.diskGb,
      sourceImageType: 'OS_BASE',
      sourceImage: 'ubuntu_24.04',
      storagePoolUuid: payload.storagePoolUuid,
      vmUuid,
      primary: true,
      device: 'vda',
      createdAt: now,
      updatedAt: now,
    })
  }
  return { uuid }
}

/** The create payload's shape, checked when the operation is read back to run it (ops/runner.ts). */
const ServiceCreatePayloadSchema: z.ZodType<ServiceCreatePayload> = z.object({
  userId: z.number().int(),
  billingAccountId: z.number().int(),
  location: z.string(),
  service: z.string(),
  version: z.string(),
  displayName: z.string(),
  isMultiNode: z.boolean(),
  vmCpu: z.number().int(),
  vmRam: z.number().int(),
  vmDiskGb: z.number().int(),
  packageParameters: z.record(z.string(), z.unknown()),
  properties: z.record(z.string(), z.unknown()),
  nodes: z.array(z.object({ vcpu: z.number().int(), ram: z.number().int(), diskGb: z.number().int() })),
  poolUuid: z.string().nullable(),
  storagePoolUuid: z.string().nullable(),
})
const ServiceVmPayloadSchema = z.object({ vmUuid: z.string().min(1) })

/** The service operation handlers, for the managed-services module's `operations` (modules.ts). */
export function serviceOperations(p: Platform): Record<string, OperationHandler> {
  type ServiceVmOperation = CheckedOperation<z.infer<typeof ServiceVmPayloadSchema>>
  const power = (status: 'running' | 'stopped') => async (tx: Tx, op: ServiceVmOperation) => {
    await tx.update(vms).set({ status, updatedAt: p.clock() }).where(eq(vms.uuid, op.payload.vmUuid))
    return { success: true }
  }
  const vmOperation = (durationMs: number, status: 'running' | 'stopped') =>
    operationHandler({
      payload: ServiceVmPayloadSchema,
      durationMs: () => durationMs,
      complete: power(status),
    })
  return {
    'service.create': operationHandler({
      payload: ServiceCreatePayloadSchema,
      durationMs: () => SERVICE_DURATIONS_MS.create,
      complete: (tx, op) => completeCreate(p, tx, op.payload),
    }),
    'service.vm.start': vmOperation(SERVICE_DURATIONS_MS.start, 'running'),
    'service.vm.stop': vmOperation(SERVICE_DURATIONS_MS.stop, 'stopped'),
    // Restoring a backup rewrites the boot disk; the node comes back up running.
    'service.vm.restore': vmOperation(SERVICE_DURATIONS_MS.restore, 'running'),
  }
}

/** Warren's ServicePackage objects (API-NOTES §9) with their VM and virtual IP resources. */
export async function toWarrenServicePackages(db: DbOrTx, rows: ServicePackageRow[]) {
  const uuids = rows.map((r) => r.uuid)
  const vmRows = uuids.length
    ? await db.select().from(vms).where(inArray(vms.serviceUuid, uuids)).orderBy(asc(vms.id))
    : []
  const diskRows = vmRows.length
    ? await db
        .select()
        .from(disks)
        .where(
          inArray(
            disks.vmUuid,
            vmRows.map((v) => v.uuid),
          ),
        )
    : []
  const replicaRows = diskRows.length
    ? await db
        .select()
        .from(replicas)
        .where(
          inArray(
            replicas.diskUuid,
            diskRows.map((d) => d.uuid),
          ),
        )
        .orderBy(asc(replicas.createdAt))
    : []
  return rows.map((row) => {
    const deleted = row.deletedAt !== null
    const vmResources = vmRows
      .filter((vm) => vm.serviceUuid === row.uuid)
      .map((vm) => ({
        resource_id: vm.uuid,
        resource_type: 'vm',
        resource_location: row.location,
        // Empty after delete (API-NOTES §9).
        resource_allocation: deleted
          ? {}
          : {
              vcpu: vm.vcpu,
              memory: vm.memory,
              status: vm.status,
              storage: diskRows
                .filter((d) => d.vmUuid === vm.uuid)
                .map((d) => ({
                  uuid: d.uuid,
                  size: d.sizeGb,
                  primary: d.primary,
                  replica: replicaRows
                    .filter((r) => r.diskUuid === d.uuid)
                    .map((r) => ({
                      uuid: r.uuid,
                      type: r.type,
                      size: r.size,
                      created_at: warrenTime(r.createdAt),
                    })),
                })),
            },
      }))
    return {
      uuid: row.uuid,
      service: row.service,
      version: row.version,
      display_name: row.displayName,
      status: row.status,
      is_multi_node: row.isMultiNode,
      is_deleted: deleted,
      deleted_at: row.deletedAt ? warrenTime(row.deletedAt) : null,
      billing_account_id: row.billingAccountId,
      user_id: row.userId,
      created_at: warrenTime(row.createdAt),
      updated_at: warrenTime(row.updatedAt),
      properties: row.properties,
      package_parameters: row.packageParameters,
      prices: [],
      resources: [
        ...vmResources,
        {
          resource_id: row.serviceIp,
          resource_type: 'virtual_ip',
          resource_location: row.location,
          resource_allocation: deleted ? {} : { address: row.serviceIp },
        },
      ],
    }
  })
}

/** The live VMs of a service. */
export function serviceVms(db: DbOrTx, serviceUuid: string) {
  return db
    .select()
    .from(vms)
    .where(and(eq(vms.serviceUuid, serviceUuid), isNull(vms.deletedAt)))
    .orderBy(asc(vms.id))
}

/** Deep merge of plain objects (arrays and scalars replace), for `PATCH …/properties` (§14.3 "merge"). */
export function mergeProperties(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target }
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key]
    const plain = (v: unknown): v is Record<string, unknown> =>
      typeof v === 'object' && v !== null && !Array.isArray(v)
    out[key] = plain(current) && plain(value) ? mergeProperties(current, value) : value
  }
  return out
}
