import { describe, expect, it } from 'vitest'
import type { AdminUserResource } from '@cirrus/domain'
import { userResourceHref } from './user-resources'

const resource = (over: Partial<AdminUserResource>): AdminUserResource => ({
  kind: 'disk',
  id: 'd1',
  name: 'data',
  location: 'tll01',
  status: 'Active',
  detail: '50 GB',
  parent_uuid: null,
  created_at: '2026-11-20T09:00:00.000Z',
  ...over,
})

describe('where a user resource opens (issue 13 user page)', () => {
  it("opens an attached disk or IP on its VM's admin page", () => {
    expect(userResourceHref(resource({ parent_uuid: 'vm-1' }))).toBe('/virtual_machines/vm-1')
    expect(userResourceHref(resource({ kind: 'ip', detail: '185.0.0.7', parent_uuid: 'vm-2' }))).toBe(
      '/virtual_machines/vm-2',
    )
  })

  it("opens the kind's admin table only once that page is built", () => {
    const ip = resource({ kind: 'ip', detail: '185.0.0.7' })
    expect(userResourceHref(ip, new Set())).toBeUndefined()
    expect(userResourceHref(ip, new Set(['floating_ips']))).toBe('/floating_ips?q=185.0.0.7')
    const lease = resource({ kind: 'metal', id: 'l1', parent_uuid: 'm1' })
    expect(userResourceHref(lease, new Set(['metal_machines']))).toBe('/metal/machines/history/tll01/m1')
    expect(userResourceHref(resource({ kind: 'network' }), new Set(['vm_conf']))).toBeUndefined()
    expect(userResourceHref(resource({})), 'a detached disk').toBeUndefined()
  })
})
