import { describe, expect, it } from 'vitest'
import { demoPriceList, vmPriceBreakdown } from '@cirrus/domain'
import { makeVm } from '@cirrus/domain/fixtures'
import { vmRows, vmSizeText } from './vm-rows'

describe('VM list rows', () => {
  it('a stopped VM shows no CPU or RAM cost (SPEC §4)', () => {
    const running = makeVm({ status: 'running', public_ipv4: null }, 1)
    const stopped = { ...running, status: 'stopped' as const }
    const [row] = vmRows([stopped], demoPriceList)
    const lines = vmPriceBreakdown(stopped, { list: demoPriceList }).lines
    expect(lines.find((l) => l.component === 'cpu')?.price?.amount).toBe('0')
    expect(row!.price).toEqual(vmPriceBreakdown(stopped, { list: demoPriceList }).total)
    expect(Number(row!.price!.amount)).toBeLessThan(
      Number(vmRows([running], demoPriceList)[0]!.price!.amount),
    )
  })

  it('includes the public IP in the price, as the VM page does', () => {
    const vm = makeVm({ public_ipv4: '198.51.100.9' })
    expect(vmRows([vm], demoPriceList)[0]!.price).toEqual(
      vmPriceBreakdown(vm, { list: demoPriceList }, { assignedIps: 1 }).total,
    )
  })

  it('leaves deleted VMs out and sorts by name', () => {
    const rows = vmRows(
      [
        makeVm({ name: 'zeta' }, 1),
        makeVm({ name: 'alpha' }, 2),
        makeVm({ name: 'gone', status: 'deleted' }, 3),
      ],
      demoPriceList,
    )
    expect(rows.map((r) => r.name)).toEqual(['alpha', 'zeta'])
  })

  it('names the owner of a VM shared through delegation, not of one’s own (SPEC §6)', () => {
    const rows = vmRows(
      [makeVm({ name: 'mine', user_id: 1 }, 1), makeVm({ name: 'shared', user_id: 7 }, 2)],
      demoPriceList,
      new Map([[7, 'ada@example.com']]),
    )
    expect(rows.map((r) => [r.name, r.owner])).toEqual([
      ['mine', undefined],
      ['shared', 'ada@example.com'],
    ])
  })

  it('has no price without a price list, never a zero', () => {
    expect(vmRows([makeVm()], null)[0]!.price).toBeNull()
  })

  it('says the size in vCPU and GB of RAM', () => {
    expect(vmSizeText({ vcpu: 2, memory: 1536 })).toBe('2 vCPU · 1.5 GB RAM')
  })
})

describe('vmRows of a server-sorted page (issue 17)', () => {
  it('keeps the order given when not asked to sort by name', () => {
    const page = [
      makeVm({ name: 'zeta', uuid: '00000000-0000-4000-8000-00000000000a' }),
      makeVm({ name: 'alpha' }),
    ]
    expect(vmRows(page, null, undefined, false).map((r) => r.name)).toEqual(['zeta', 'alpha'])
    expect(vmRows(page, null).map((r) => r.name)).toEqual(['alpha', 'zeta'])
  })
})
