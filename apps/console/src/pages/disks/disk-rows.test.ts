import { describe, expect, it } from 'vitest'
import { defaultConsoleConfig, demoPriceList, diskHourlyPrice } from '@cirrus/domain'
import { makeDisk, makeVm } from '@cirrus/domain/fixtures'
import { diskName, diskRows, enabledDiskRows } from './disk-rows'

const vm = makeVm({}, 1)

describe('diskRows', () => {
  it('lists each disk with its size, snapshots, price and page, by name', () => {
    const disks = [makeDisk({ display_name: 'logs' }, 1), makeDisk({ display_name: 'data' }, 2)]
    const rows = diskRows(disks, [vm], demoPriceList)
    expect(rows.map((r) => r.name)).toEqual(['data', 'logs'])
    expect(rows[0]).toMatchObject({
      sizeGb: 50,
      snapshots: 1,
      href: `/disks/disk/${disks[1]!.location}/${disks[1]!.uuid}/`,
      vm: null,
      price: diskHourlyPrice(disks[1]!, { list: demoPriceList }).price,
    })
  })

  it('links the VM a disk is attached to, by its name when the VM is listed', () => {
    const attached = makeDisk({ attached_to: vm.uuid })
    expect(diskRows([attached], [vm], demoPriceList)[0]!.vm).toEqual({
      uuid: vm.uuid,
      name: vm.name,
      href: `/compute/vm/${attached.location}/${vm.uuid}/`,
    })
    expect(diskRows([attached], [], demoPriceList)[0]!.vm?.name).toBe(vm.uuid.slice(0, 8))
  })

  it('has no price without a price list (never a zero)', () => {
    expect(diskRows([makeDisk()], [], null)[0]!.price).toBeNull()
  })

  it('names an unnamed disk by the start of its uuid', () => {
    const disk = makeDisk({ display_name: null })
    expect(diskName(disk)).toBe(disk.uuid.slice(0, 8))
  })
})

describe('enabledDiskRows: the disksEnabled flag (SPEC §6)', () => {
  const disks = [makeDisk({}, 1), makeDisk({}, 2)]
  it('lists every disk when the flag is on', () => {
    expect(enabledDiskRows(defaultConsoleConfig, disks, [], demoPriceList)).toHaveLength(2)
  })
  it('empties the list when the flag is off', () => {
    const off = { ...defaultConsoleConfig, disksEnabled: false }
    expect(enabledDiskRows(off, disks, [], demoPriceList)).toEqual([])
  })
  it('is still loading without the configuration or the disks', () => {
    expect(enabledDiskRows(undefined, disks, [], demoPriceList)).toBeUndefined()
    expect(enabledDiskRows(defaultConsoleConfig, undefined, [], demoPriceList)).toBeUndefined()
  })
})
