/**
 * The admin palette's entries (issue 18): the built admin pages ("Go to users"), and what the platform found for the
 * typed text — users (by e-mail, name, id), VMs (by name, uuid, IP address, owner), managed services (by name, kind
 * and version, owner) and bare-metal machines with their leases (by host name, IP, serial, the lease's name, owner)
 * — plus the hypervisors (by name, uuid, pool, location). A service's and a machine's texts are the domain's
 * (`serviceSearchTexts`, `metalSearchTexts`), as in the console's palette. Pure: the ranking is the domain's
 * `rankEntries`, as in the console.
 */
import { writeTableParams, type SideNavEntry } from '@cirrus/design-system'
import {
  metalSearchTexts,
  searchTexts,
  serviceSearchTexts,
  type AdminHost,
  type AdminMachine,
  type AdminService,
  type AdminUser,
  type AdminVm,
  type SearchEntry,
  type SearchTexts,
} from '@cirrus/domain'

/** An admin palette entry: where choosing it leads. */
export type AdminEntry = SearchEntry & { href: string }

/** What the admin palette searches. */
export type AdminPaletteSources = {
  /** The admin menu (built pages only). */
  menu: readonly SideNavEntry[]
  users?: readonly AdminUser[]
  vms?: readonly AdminVm[]
  hosts?: readonly AdminHost[]
  /** Managed services of every customer. */
  services?: readonly AdminService[]
  /** Bare-metal machines of the stock, each with the lease holding it. */
  machines?: readonly AdminMachine[]
}

const texts = searchTexts

/** The services table filtered to one service (its search in the URL, as the table keeps it). */
const servicesHref = (service: AdminService) =>
  `/service_packages?${writeTableParams(new URLSearchParams(), { search: service.name }).toString()}`

/** A machine's page: its history (leases, state changes). */
const machineHref = (machine: AdminMachine) => `/metal/machines/history/${machine.location}/${machine.uuid}`

/** Every entry: pages first, then users, VMs, services, bare metal and hosts. */
export function adminPaletteEntries(sources: AdminPaletteSources): AdminEntry[] {
  const list: AdminEntry[] = sources.menu
    .flatMap((e) => ('items' in e ? e.items : [e]))
    .map((p) => ({
      id: `admin:page:${p.id}`,
      kind: 'action',
      group: 'Go to',
      title: `Go to ${p.label.toLowerCase()}`,
      href: p.href,
    }))
  for (const u of sources.users ?? []) {
    list.push({
      id: `admin:user:${u.id}`,
      kind: 'resource',
      group: 'Users',
      title: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email,
      detail: u.email,
      keywords: [u.email, String(u.id)],
      href: `/users/${u.id}`,
    })
  }
  for (const vm of sources.vms ?? []) {
    list.push({
      id: `admin:vm:${vm.uuid}`,
      kind: 'resource',
      group: 'Virtual machines',
      title: vm.name,
      detail: texts(vm.location, vm.public_ipv4 ?? vm.private_ipv4, vm.status, vm.owner_email).join(' · '),
      keywords: texts(vm.uuid, vm.owner_email, vm.location, vm.private_ipv4, vm.public_ipv4),
      href: `/virtual_machines/${vm.uuid}`,
    })
  }
  for (const service of sources.services ?? []) {
    const found = serviceSearchTexts({ ...service, owner: service.owner_email })
    list.push(resource(`service:${service.uuid}`, 'Services', service.name, found, servicesHref(service)))
  }
  for (const machine of sources.machines ?? []) list.push(...machineEntries(machine))
  for (const host of sources.hosts ?? []) {
    list.push({
      id: `admin:host:${host.uuid}`,
      kind: 'resource',
      group: 'Hosts',
      title: host.name,
      detail: texts(host.location, host.pool_name, `${host.vm_count} VMs`).join(' · '),
      keywords: texts(host.uuid, host.location, host.pool_name),
      href: `/hosts/${host.uuid}`,
    })
  }
  return list
}

/** A found resource's entry: what finds it and where it leads. */
function resource(id: string, group: string, title: string, found: SearchTexts, href: string): AdminEntry {
  return { id: `admin:${id}`, kind: 'resource', group, title, ...found, href }
}

/** A machine of the stock by host name, IP, serial, and the lease holding it by its name and customer. */
function machineEntries(machine: AdminMachine): AdminEntry[] {
  const lease = machine.lease
  const found = metalSearchTexts({
    uuid: machine.uuid,
    location: machine.location,
    address: machine.ip_address,
    hostname: machine.hostname,
    machineType: machine.machine_type_display_name,
    status: machine.state,
    serial: machine.serial,
    lease: lease?.display_name,
    owner: lease?.owner_email,
  })
  const entries = [
    resource(`machine:${machine.uuid}`, 'Bare metal', machine.hostname, found, machineHref(machine)),
  ]
  if (lease) {
    const leaseFound = {
      detail: texts(machine.hostname, found.detail).join(' · '),
      keywords: [lease.uuid, ...found.keywords],
    }
    entries.push(
      resource(
        `lease:${lease.uuid}`,
        'Bare-metal leases',
        lease.display_name,
        leaseFound,
        machineHref(machine),
      ),
    )
  }
  return entries
}
