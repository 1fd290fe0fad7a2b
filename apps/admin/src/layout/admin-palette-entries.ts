/**
 * The admin palette's entries (issue 18): the built admin pages ("Go to users"), and what the platform found for the
 * typed text — users (by e-mail, name, id), VMs (by name, uuid, IP address, owner) — plus the hypervisors (by name,
 * uuid, pool, location). Pure: the ranking is the domain's `rankEntries`, as in the console.
 */
import type { SideNavEntry } from '@cirrus/design-system'
import type { AdminHost, AdminUser, AdminVm, SearchEntry } from '@cirrus/domain'

/** An admin palette entry: where choosing it leads. */
export type AdminEntry = SearchEntry & { href: string }

/** What the admin palette searches. */
export type AdminPaletteSources = {
  /** The admin menu (built pages only). */
  menu: readonly SideNavEntry[]
  users?: readonly AdminUser[]
  vms?: readonly AdminVm[]
  hosts?: readonly AdminHost[]
}

const texts = (...values: (string | null | undefined)[]) => values.filter((v): v is string => !!v)

/** Every entry: pages first, then users, VMs and hosts. */
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
