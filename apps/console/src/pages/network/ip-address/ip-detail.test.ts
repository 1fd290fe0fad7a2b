import { describe, expect, it } from 'vitest'
import { demoPriceList, ipUnassignPriceChange } from '@cirrus/domain'
import { makeSubinterface, makeVm, makeVmInterface } from '@cirrus/domain/fixtures'
import { priceChangeText, vmAddresses } from './IpDetailView'

describe('IP page rules', () => {
  it("a VM's addresses: its primary one, then its interfaces' and sub-interfaces', once each", () => {
    const vm = makeVm({ private_ipv4: '10.0.0.2' }, 1)
    const iface = makeVmInterface(
      {
        vm_uuid: vm.uuid,
        private_ipv4: '10.0.0.2',
        subinterfaces: [makeSubinterface({ private_ipv4: '10.4.0.7' }, 1)],
      },
      1,
    )
    const other = makeVmInterface({ vm_uuid: makeVm({}, 2).uuid, private_ipv4: '10.9.9.9' }, 2)
    expect(vmAddresses(vm, [iface, other])).toEqual(['10.0.0.2', '10.4.0.7'])
  })

  it('the unassign dialog says how the price changes (SPEC §3 assigned → unassigned rate)', () => {
    const change = ipUnassignPriceChange({ assigned_to: 'vm' }, { list: demoPriceList })
    expect(priceChangeText(change)).toBe(
      'Its price changes from €0.00685 / hour to €0.0123 / hour (+€0.00548 / hour).',
    )
    expect(priceChangeText(ipUnassignPriceChange({ assigned_to: 'vm' }, { list: null }))).toBe(
      'Unassigned addresses are billed at the unassigned rate.',
    )
  })
})
