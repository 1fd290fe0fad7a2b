import { describe, expect, it } from 'vitest'
import { compareMoney, demoPriceList, zeroMoney } from '@cirrus/domain'
import { makeVm } from '@cirrus/domain/fixtures'
import { planVmBulk } from './vm-bulk'

const running = makeVm({ name: 'web-1', status: 'running' }, 1)
const stopped = makeVm({ name: 'db-1', status: 'stopped' }, 2)

describe('planVmBulk', () => {
  it('stops only the running VMs and the hourly price drops to their disks', () => {
    const plan = planVmBulk('stop', [running, stopped], demoPriceList)
    expect(plan.targets.map((vm) => vm.name)).toEqual(['web-1'])
    expect(plan.skipped.map((vm) => vm.name)).toEqual(['db-1'])
    expect(compareMoney(plan.after!, plan.before!)).toBe(-1)
    expect(compareMoney(plan.after!, zeroMoney('EUR'))).toBe(1)
  })
  it('starts only the stopped ones, and the price rises', () => {
    const plan = planVmBulk('start', [running, stopped], demoPriceList)
    expect(plan.targets.map((vm) => vm.name)).toEqual(['db-1'])
    expect(compareMoney(plan.after!, plan.before!)).toBe(1)
  })
  it('deletes all of them, costing nothing afterwards', () => {
    const plan = planVmBulk('delete', [running, stopped], demoPriceList)
    expect(plan.targets).toHaveLength(2)
    expect(plan.after).toEqual(zeroMoney('EUR'))
  })
  it('has no price without a price list', () => {
    expect(planVmBulk('stop', [running], null).before).toBeNull()
  })
})
