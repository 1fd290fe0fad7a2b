/**
 * Creating a service (API-NOTES §9; SPEC §3): the request is checked against the catalogue and the location's
 * default host pool and turned into a plan (its nodes and properties) — {@link planServiceCreate}; the plan's
 * quota needs are checked in the transaction that submits the operation — {@link serviceNodeNeeds}; the
 * operation's final transaction writes the package, its nodes (VM + boot disk each) and its sealed secrets —
 * {@link completeServiceCreate}.
 *
 * A package's VMs are ordinary VM rows with `service_uuid` set, in the owner's default network of the package's
 * location; the package also takes a service IP of that network (its `virtual_ip` resource). Kubernetes-like
 * services carry `properties.spec` with hibernation and worker groups (machine vcpu and ram in MB, volume size,
 * minimum, maximum, zones); a group runs `minimum` VMs.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { ServiceWorkerSchema, type ServicePackageCreateInput } from '@cirrus/domain'
import { z } from 'zod'
import { WarrenError } from '../../http/errors.js'
import type { Platform } from '../../platform.js'
import { defaultDesignatedPool, type GuestLimits } from '../../store/host-pools.js'
import { insertServiceNode, insertServicePackage } from '../../store/managed-services.js'
import type { DbOrTx, Tx } from '../../store/store.js'
import { allocateAddress, allocatePrivateIp, ensureDefaultNetwork, newMac } from '../networks.js'
import type { QuotaNeeds } from '../quotas.js'
import { takeFirstBackups } from '../backups.js'
import { seal } from '../sealed.js'
import { catalogueEntry, isKubernetes, isSql } from './catalogue.js'
import { hibernating } from './properties.js'

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

/** The worker groups of a Kubernetes-like request, named, and the VMs they start with. */
function kubernetesPlan(
  input: ServicePackageCreateInput,
  location: string,
  check: (prefix: string, node: PlannedNode) => void,
) {
  const parsed = KubernetesParametersSchema.safeParse(input.package_parameters)
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
  const nodes: PlannedNode[] = []
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
  const spec = { hibernation: { enabled: k8s.hibernation ?? false }, provider: { workers } }
  return { nodes, spec }
}

/**
 * Validates a create request against the catalogue and the location's default host pool, and builds the plan
 * (nodes, properties). Throws a 400 naming the field.
 */
export async function planServiceCreate(
  db: DbOrTx,
  input: ServicePackageCreateInput,
  owner: { userId: number; billingAccountId: number },
  locations: string[],
): Promise<ServiceCreatePayload> {
  const entry = catalogueEntry(input.service)
  if (!entry) throw fieldError('service', `Unknown service ${input.service}`)
  if (!entry.versions.includes(input.version)) {
    throw fieldError('version', `${entry.display_name} is offered in versions ${entry.versions.join(', ')}`)
  }
  const params = input.package_parameters
  const location = params.location
  if (!locations.includes(location))
    throw fieldError('package_parameters.location', `Unknown location ${location}`)
  const pool = await defaultDesignatedPool(db, location)
  const limits: GuestLimits | undefined = pool?.guestLimits
  const check = (prefix: string, node: PlannedNode) => {
    if (!limits) return
    within(`${prefix}vm_cpu`, node.vcpu, limits.cpu)
    within(`${prefix}vm_ram`, node.ram, limits.ram_mb)
    within(`${prefix}vm_disk_gb`, node.diskGb, limits.disk_gb)
  }
  const base: PlannedNode = { vcpu: input.vm_cpu, ram: input.vm_ram, diskGb: input.vm_disk_gb }
  check('', base)

  const properties: Record<string, unknown> = { location, port: entry.port }
  if (isSql(input.service)) properties.sql_user = 'cirrus'
  let nodes: PlannedNode[]
  if (isKubernetes(input.service)) {
    const plan = kubernetesPlan(input, location, check)
    nodes = plan.nodes
    properties.spec = plan.spec
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

/**
 * What the nodes of a planned service take from its billing account's quotas: VMs with their vCPUs, RAM and
 * boot disks (issue 9: a service must not escape the VM quotas). The service itself is `managed_services: 1`.
 */
export function serviceNodeNeeds(plan: Pick<ServiceCreatePayload, 'nodes'>): QuotaNeeds {
  const sum = (pick: (node: PlannedNode) => number) => plan.nodes.reduce((total, n) => total + pick(n), 0)
  return {
    vms: plan.nodes.length,
    vcpu: sum((n) => n.vcpu),
    ram_mb: sum((n) => n.ram),
    disks: plan.nodes.length,
    disk_gb: sum((n) => n.diskGb),
  }
}

function secretText(length: number): string {
  return randomBytes(length).toString('base64url').slice(0, length)
}

/** The flat secrets map of a new service (API-NOTES §9: e.g. `{"sql_pass": "…"}`). */
function newSecrets(service: string, serviceIp: string, port: number): Record<string, string> {
  if (isSql(service)) return { sql_user: 'cirrus', sql_pass: secretText(24) }
  if (isKubernetes(service)) {
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

/** Creates everything of a planned service in the operation's final transaction. */
export async function completeServiceCreate(p: Platform, tx: Tx, payload: ServiceCreatePayload) {
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
  // A service created hibernating starts with its VMs stopped (SPEC §4).
  const status = hibernating(payload.properties) ? 'stopped' : 'running'
  await insertServicePackage(tx, {
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
  const vmUuids: string[] = []
  for (const [index, node] of payload.nodes.entries()) {
    const vmUuid = randomUUID()
    vmUuids.push(vmUuid)
    const name = `${payload.service}-${uuid.slice(0, 8)}-${index + 1}`
    const vm = {
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
      // The operator backs a managed service's nodes up (services/backups.ts).
      backup: true,
      createdAt: now,
      updatedAt: now,
    }
    await insertServiceNode(tx, vm, {
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
  // Running nodes get their first backup now (a hibernating service's, when it wakes up).
  await takeFirstBackups(tx, vmUuids, now)
  return { uuid }
}

/** The create payload's shape, checked when the operation is read back to run it (ops/runner.ts). */
export const ServiceCreatePayloadSchema: z.ZodType<ServiceCreatePayload> = z.object({
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
