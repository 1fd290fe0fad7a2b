import { describe, expect, it } from 'vitest'
import { indexEntries, rankEntries, type AdminUser, type AdminVm } from '@cirrus/domain'
import { hostsFixture } from '../pages/infra/fixtures'
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
const entries = adminPaletteEntries({
  menu: [{ id: 'users', label: 'Users', href: '/users', icon: null }],
  users: [user],
  vms: [vm],
  hosts: hostsFixture,
})
const find = (query: string) => rankEntries(indexEntries(entries), query).map((r) => r.entry)

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

  it('offers the built pages', () => {
    expect(find('go to users')[0]).toMatchObject({ kind: 'action', href: '/users' })
  })
})
