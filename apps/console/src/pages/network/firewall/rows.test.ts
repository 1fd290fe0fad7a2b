import { describe, expect, it } from 'vitest'
import { defaultConsoleConfig } from '@cirrus/domain'
import { makeFirewall } from '@cirrus/domain/fixtures'
import { firewallRows } from './rows'

describe('firewall rows', () => {
  const fw = makeFirewall(
    {
      display_name: 'web',
      resources_assigned: [{ resource_type: 'vm', resource_uuid: crypto.randomUUID() }],
    },
    1,
  )

  it('counts rules and VMs and links the firewall page', () => {
    expect(firewallRows([fw], defaultConsoleConfig)).toEqual([
      {
        id: fw.uuid,
        name: 'web',
        location: fw.location,
        status: 'active',
        secondary: '2 rules · 1 VM',
        href: `/network/firewall/${fw.location}/${fw.uuid}/`,
      },
    ])
  })

  it('returns nothing with firewallEnabled off (SPEC §6)', () => {
    expect(firewallRows([fw], { ...defaultConsoleConfig, firewallEnabled: false })).toEqual([])
  })

  it('sorts by name', () => {
    const rows = firewallRows(
      [makeFirewall({ display_name: 'zeta' }, 2), makeFirewall({ display_name: 'alpha' }, 3)],
      defaultConsoleConfig,
    )
    expect(rows.map((r) => r.name)).toEqual(['alpha', 'zeta'])
  })
})
