/**
 * The console's command palette entries (issue 18): every resource of the signed-in user across locations —
 * VMs, disks, public IPs, networks, load balancers, firewalls, buckets, managed services, bare-metal leases —
 * findable by name, uuid, IP address and tag (a service also by its kind and version), the actions ("Create VM",
 * "Stop web-1", "Start all of db-main", "Go to billing"), and what each does when chosen. Pure: the
 * ranking is the domain's (`rankEntries`); the links are the console's paths.
 */
import type {
  Bucket,
  Disk,
  Firewall,
  Ip,
  LoadBalancer,
  MetalLease,
  NavSection,
  Network,
  SearchEntry,
  ServicePackage,
  Vm,
} from '@cirrus/domain'
import { metalSearchTexts, searchTexts, serviceSearchTexts, serviceStatus } from '@cirrus/domain'
import { VM_CREATE_PATH, vmPath } from '../pages/compute/paths'
import { DISK_CREATE_PATH, diskPath } from '../pages/disks/paths'
import { BUCKET_CREATE_PATH, bucketPath } from '../pages/storage/paths'
import { firewallPath, FIREWALL_CREATE_PATH } from '../pages/network/firewall/paths'
import { LOAD_BALANCER_CREATE_PATH, loadBalancerPath } from '../pages/network/load-balancer/paths'
import { ipPath, vpcPath } from '../pages/network/paths'
import { BILLING_CREATE_PATH } from '../pages/billing/paths'
import { SERVICE_CREATE_PATH, servicePath } from '../pages/services/paths'
import { METAL_CREATE_PATH, leasePath } from '../pages/metal/paths'

/** What choosing an entry does: open a page, run a VM command, or start / stop all of a service's VMs. */
export type PaletteRun =
  | { type: 'go'; href: string }
  | { type: 'vm'; command: 'start' | 'stop'; vm: Vm }
  | { type: 'service'; command: 'start' | 'stop'; service: ServicePackage }

/** A palette entry: the domain's search entry and what it does. */
export type PaletteEntry = SearchEntry & { run: PaletteRun }

/** Everything the palette searches, as read from the platform (undefined: not read yet or not available). */
export type PaletteSources = {
  sections: readonly Pick<NavSection, 'name' | 'label' | 'path'>[]
  /** Location slug → its name for people. */
  locationNames: ReadonlyMap<string, string>
  vms?: readonly Vm[]
  disks?: readonly Disk[]
  ips?: readonly Ip[]
  networks?: readonly Network[]
  loadBalancers?: readonly LoadBalancer[]
  firewalls?: readonly Firewall[]
  buckets?: readonly Bucket[]
  /** Managed services (not location-scoped: one list). */
  services?: readonly ServicePackage[]
  /** Bare-metal leases of every location. */
  leases?: readonly MetalLease[]
}

/** Warren's free-form `tags` as texts: a list of strings, or an object's keys and values. */
export function tagTexts(tags: unknown): string[] {
  if (Array.isArray(tags)) return tags.filter((t): t is string => typeof t === 'string')
  if (tags && typeof tags === 'object') {
    return Object.entries(tags).flatMap(([k, v]) => (typeof v === 'string' ? [k, v, `${k}:${v}`] : [k]))
  }
  return typeof tags === 'string' && tags !== '' ? tags.split(/[,\s]+/) : []
}

const texts = searchTexts

/** The actions that are always there: create in each section, go to each section. */
function staticActions(sections: PaletteSources['sections']): PaletteEntry[] {
  const shown = new Set(sections.map((s) => s.name))
  const creates: [NavSection['name'], string, string][] = [
    ['compute', 'Create VM', VM_CREATE_PATH],
    ['disks', 'Create disk', DISK_CREATE_PATH],
    ['storage', 'Create bucket', BUCKET_CREATE_PATH],
    ['network', 'Create load balancer', LOAD_BALANCER_CREATE_PATH],
    ['network', 'Create firewall', FIREWALL_CREATE_PATH],
    ['billing', 'Create billing account', BILLING_CREATE_PATH],
    ['services', 'Create service', SERVICE_CREATE_PATH],
    ['metal', 'Create bare metal server', METAL_CREATE_PATH],
  ]
  return [
    ...creates
      .filter(([section]) => shown.has(section))
      .map(([, title, href]): PaletteEntry => ({
        id: `action:go:${href}`,
        kind: 'action',
        group: 'Actions',
        title,
        run: { type: 'go', href },
      })),
    ...sections.map((s): PaletteEntry => ({
      id: `action:section:${s.name}`,
      kind: 'action',
      group: 'Go to',
      title: `Go to ${s.label.toLowerCase()}`,
      keywords: [s.name],
      run: { type: 'go', href: s.name === 'dashboard' ? '/' : s.path },
    })),
  ]
}

/** Every entry of the palette, actions first, then resources section by section. */
export function paletteEntries(sources: PaletteSources): PaletteEntry[] {
  const where = (slug: string) => sources.locationNames.get(slug) ?? slug
  const entries = staticActions(sources.sections)
  const vmEntries: PaletteEntry[] = []
  for (const vm of sources.vms ?? []) {
    if (vm.status === 'deleted') continue
    const keywords = texts(
      vm.uuid,
      vm.hostname,
      vm.private_ipv4,
      vm.public_ipv4,
      vm.public_ipv6,
      where(vm.location),
      ...tagTexts(vm.tags),
    )
    const address = vm.public_ipv4 ?? (vm.private_ipv4 || '')
    const detail = texts(where(vm.location), address, vm.status).join(' · ')
    vmEntries.push({
      id: `vm:${vm.location}:${vm.uuid}`,
      kind: 'resource',
      group: 'Virtual machines',
      title: vm.name,
      detail,
      keywords,
      run: { type: 'go', href: vmPath(vm.location, vm.uuid) },
    })
    const command = vm.status === 'running' ? 'stop' : vm.status === 'stopped' ? 'start' : null
    if (command) {
      entries.push({
        // One id for a VM's start/stop, so a recent "Stop web-1" comes back as "Start web-1" once stopped.
        id: `action:power:${vm.location}:${vm.uuid}`,
        kind: 'action',
        group: 'Actions',
        title: `${command === 'stop' ? 'Stop' : 'Start'} ${vm.name}`,
        detail,
        keywords,
        run: { type: 'vm', command, vm },
      })
    }
  }
  entries.push(...vmEntries)
  for (const disk of sources.disks ?? []) {
    entries.push({
      id: `disk:${disk.location}:${disk.uuid}`,
      kind: 'resource',
      group: 'Disks',
      title: disk.display_name ?? disk.uuid,
      detail: `${where(disk.location)} · ${disk.size_gb} GB`,
      keywords: texts(disk.uuid, where(disk.location)),
      run: { type: 'go', href: diskPath(disk.location, disk.uuid) },
    })
  }
  for (const ip of sources.ips ?? []) {
    entries.push({
      id: `ip:${ip.location}:${ip.uuid}`,
      kind: 'resource',
      group: 'Public IPs',
      title: ip.name ? `${ip.name} (${ip.address})` : ip.address,
      detail: where(ip.location),
      keywords: texts(ip.uuid, ip.address, ip.assigned_to_private_ip, where(ip.location)),
      run: { type: 'go', href: ipPath(ip.location, ip.uuid) },
    })
  }
  for (const network of sources.networks ?? []) {
    entries.push({
      id: `network:${network.location}:${network.uuid}`,
      kind: 'resource',
      group: 'Networks',
      title: network.name,
      detail: texts(where(network.location), network.subnet).join(' · '),
      keywords: texts(network.uuid, network.subnet, where(network.location)),
      run: { type: 'go', href: vpcPath(network.location, network.uuid) },
    })
  }
  for (const lb of sources.loadBalancers ?? []) {
    entries.push({
      id: `lb:${lb.location}:${lb.uuid}`,
      kind: 'resource',
      group: 'Load balancers',
      title: lb.display_name,
      detail: texts(where(lb.location), lb.private_address).join(' · '),
      keywords: texts(lb.uuid, lb.private_address, where(lb.location)),
      run: { type: 'go', href: loadBalancerPath(lb.location, lb.uuid) },
    })
  }
  for (const fw of sources.firewalls ?? []) {
    entries.push({
      id: `firewall:${fw.location}:${fw.uuid}`,
      kind: 'resource',
      group: 'Firewalls',
      title: fw.display_name,
      detail: where(fw.location),
      keywords: texts(fw.uuid, where(fw.location)),
      run: { type: 'go', href: firewallPath(fw.location, fw.uuid) },
    })
  }
  for (const bucket of sources.buckets ?? []) {
    entries.push({
      id: `bucket:${bucket.name}`,
      kind: 'resource',
      group: 'Buckets',
      title: bucket.name,
      detail: 'Object storage',
      run: { type: 'go', href: bucketPath(bucket.name) },
    })
  }
  entries.push(...serviceEntries(sources.services ?? [], where))
  entries.push(...leaseEntries(sources.leases ?? [], where))
  return entries
}

/**
 * A managed service by name, uuid, kind and version (`postgresql 16`), its service IP and location; its page, and
 * the services section's own Start all / Stop all (SPEC §4: stopped = hibernated) as an action.
 */
function serviceEntries(
  services: readonly ServicePackage[],
  where: (slug: string) => string,
): PaletteEntry[] {
  const entries: PaletteEntry[] = []
  for (const service of services) {
    if (service.is_deleted) continue
    const status = serviceStatus(service)
    const { detail, keywords } = serviceSearchTexts({
      uuid: service.uuid,
      service: service.service,
      version: service.version,
      location: service.location ? where(service.location) : null,
      address: service.properties.service_ip,
      status,
    })
    const href = servicePath(service.location ?? '', service.uuid)
    const command = status === 'running' ? 'stop' : 'start'
    entries.push({
      id: `action:service-power:${service.uuid}`,
      kind: 'action',
      group: 'Actions',
      title: `${command === 'stop' ? 'Stop' : 'Start'} all of ${service.display_name}`,
      detail,
      keywords,
      run: { type: 'service', command, service },
    })
    entries.push({
      id: `service:${service.uuid}`,
      kind: 'resource',
      group: 'Services',
      title: service.display_name,
      detail,
      keywords,
      run: { type: 'go', href },
    })
  }
  return entries
}

/** A bare-metal lease by name, uuid, IP and host name; its page (the section has no start / stop). */
function leaseEntries(leases: readonly MetalLease[], where: (slug: string) => string): PaletteEntry[] {
  return leases
    .filter((lease) => lease.status !== 'released')
    .map((lease) => ({
      id: `lease:${lease.uuid}`,
      kind: 'resource',
      group: 'Bare metal',
      title: lease.display_name,
      ...metalSearchTexts({
        uuid: lease.uuid,
        location: where(lease.location),
        address: lease.ip_address,
        hostname: lease.hostname,
        machineType: lease.machine_type.name,
        status: lease.status,
      }),
      run: { type: 'go', href: leasePath(lease.uuid) },
    }))
}
