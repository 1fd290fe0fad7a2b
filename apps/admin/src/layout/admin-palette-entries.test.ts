import { describe, expect, it } from 'vitest'
import { indexEntries, rankEntries, type AdminService, type AdminUser, type AdminVm } from '@cirrus/domain'
import { hostsFixture } from '../pages/infra/fixtures'
import { machinesFixture } from '../pages/metal/fixtures'
import { adminPaletteEntries } from './admin-palette-entries'

const user: AdminUser = {
  id: 42,
  email: 'alice@example.test',
  first_name: 'Alice',
  last_name: 'Example',
  is_admin: false,
  suspended: false,
  suspended_at: null,
  created_at: '2025-11-01 10:00:00',
  last_activity: null,
}
const vm: AdminVm = {
  uuid: '6b0f2a8e-1c1d-4f3a-9a51-5d6a8f5b1a77',
  name: 'web-7',
  status: 'running',
  location: 'tll01',
  vcpu: 1,
  memory: 1024,
  private_ipv4: '10.0.0.17',
  public_ipv4: '198.51.100.77',
  owner_id: 42,
  owner_email: 'alice@example.test',
  billing_account_id: 1,
  designated_pool_uuid: null,
  current_pool_uuid: null,
  created_at: '2025-11-01 10:00:00',
}
const service: AdminService = {
  uuid: '8d6c1f0a-7b2e-4c9a-9f3e-2a1b0c9d8e7f',
  name: 'orders-db',
  service: 'postgresql',
  version: '16',
  location: 'tll01',
  status: 'running',
  node_count: 2,
  vm_cpu: 2,
  vm_ram: 4096,
  vm_disk_gb: 40,
  owner_id: 42,
  owner_email: 'alice@example.test',
  billing_account_id: 1,
  created_at: '2025-11-01 10:00:00',
}
const entries = adminPaletteEntries({
  menu: [{ id: 'users', label: 'Users', href: '/users', icon: null }],
  users: [user],
  vms: [vm],
  hosts: hostsFixture,
})
const find = (query: string) => rankEntries(indexEntries(entries), query).map((r) => r.entry)
// What the search found of services and bare metal, on their own (an owner's e-mail would compete with the user's).
const found = adminPaletteEntries({ menu: [], services: [service], machines: machinesFixture })
const findFound = (query: string) => rankEntries(indexEntries(found), query).map((r) => r.entry)

describe('adminPaletteEntries (issue 18: the admin palette)', () => {
  it('finds a user by e-mail and opens their page', () => {
    expect(find('alice@example')[0]).toMatchObject({ group: 'Users', href: '/users/42' })
  })

  it('finds a VM by name, uuid, public and private IP address', () => {
    for (const query of ['web-7', vm.uuid, '198.51.100.77', '10.0.0.17'])
      expect(find(query)[0], query).toMatchObject({ title: 'web-7', href: `/virtual_machines/${vm.uuid}` })
  })

  it('finds a host by name and uuid, and opens its page', () => {
    const host = hostsFixture[1]!
    expect(find(host.name)[0]).toMatchObject({ group: 'Hosts', href: `/hosts/${host.uuid}` })
    expect(find(host.uuid)[0]?.title).toBe(host.name)
  })

  it('finds a managed service by name, kind and version, and opens the services table filtered to it', () => {
    for (const query of ['orders-db', 'postgresql 16', service.uuid])
      expect(findFound(query)[0], query).toMatchObject({
        group: 'Services',
        title: 'orders-db',
        href: '/service_packages?q=orders-db',
      })
    expect(findFound('orders-db')[0]?.detail).toBe('postgresql 16 · tll01 · running · alice@example.test')
  })

  it('finds a bare-metal machine by host name, IP and serial, and opens its history', () => {
    const machine = machinesFixture[1]!
    for (const query of [machine.hostname, machine.ip_address, machine.serial])
      expect(findFound(query)[0], query).toMatchObject({
        group: 'Bare metal',
        title: machine.hostname,
        href: `/metal/machines/history/${machine.location}/${machine.uuid}`,
      })
  })

  it('finds a lease by its name and its customer, and opens the machine holding it', () => {
    const leased = machinesFixture[0]!
    const lease = leased.lease!
    expect(findFound(lease.display_name)[0]).toMatchObject({
      group: 'Bare-metal leases',
      title: lease.display_name,
      href: `/metal/machines/history/${leased.location}/${leased.uuid}`,
    })
    expect(findFound(lease.owner_email).map((e) => e.title)).toEqual(
      expect.arrayContaining([lease.display_name, leased.hostname]),
    )
    // A machine no lease holds has no lease entry.
    expect(found.filter((e) => e.group === 'Bare-metal leases')).toHaveLength(1)
  })

  it('offers the built pages', () => {
    expect(find('go to users')[0]).toMatchObject({ kind: 'action', href: '/users' })
  })
})
