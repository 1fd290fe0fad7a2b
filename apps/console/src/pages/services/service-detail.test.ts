import { describe, expect, it } from 'vitest'
import { demoPriceList } from '@cirrus/domain'
import { makeServicePackage } from '@cirrus/domain/fixtures'
import { serviceIp, serviceVmRows, workerPrice } from './service-detail'

const vmId = '00000000-0000-4000-8000-000000000aa1'
const pkg = makeServicePackage({
  resources: [
    {
      resource_id: vmId,
      resource_type: 'vm',
      resource_location: 'tll01',
      resource_allocation: {
        vcpu: 2,
        memory: 4096,
        status: 'stopped',
        storage: [
          {
            uuid: 'd-1',
            size: 40,
            primary: true,
            replica: [
              { uuid: 'b-1', type: 'backup', size: 40, created_at: '2026-11-01 10:00:00' },
              { uuid: 's-1', type: 'snapshot', size: 40 },
            ],
          },
        ],
      },
    },
    {
      resource_id: 'ip-1',
      resource_type: 'virtual_ip',
      resource_location: 'tll01',
      resource_allocation: { address: '10.1.0.9' },
    },
  ],
})

describe('service page rows (SPEC §3, §4)', () => {
  it('lists the VM resources linked to their pages, with backups and a price', () => {
    const [row, ...rest] = serviceVmRows(pkg, [{ uuid: vmId, name: 'k8s-node-1' }], demoPriceList)
    expect(rest).toEqual([])
    expect(row).toMatchObject({
      name: 'k8s-node-1',
      href: `/compute/vm/tll01/${vmId}/`,
      status: 'stopped',
      diskGb: 40,
      backups: [{ uuid: 'b-1', sizeGb: 40, createdAt: '2026-11-01 10:00:00' }],
    })
    // Stopped: CPU and RAM cost nothing, the disk still does.
    expect(Number(row!.price!.amount)).toBeGreaterThan(0)
    expect(serviceVmRows(pkg, undefined, demoPriceList)[0]!.name).toBe(vmId.slice(0, 8))
  })

  it('prices a worker group from its minimum to its maximum workers', () => {
    const worker = {
      machine: { vcpu: 2, ram: 4096 },
      volume: { size: 40 },
      minimum: 1,
      maximum: 2,
      zones: null,
    }
    const { min, max } = workerPrice(pkg, worker, demoPriceList)
    expect(Number(max!.amount)).toBeCloseTo(2 * Number(min!.amount), 9)
  })

  it('reads the service IP from properties, else the virtual IP', () => {
    expect(serviceIp(pkg)).toBe(pkg.properties.service_ip)
    expect(serviceIp({ ...pkg, properties: { ...pkg.properties, service_ip: null } })).toBe('10.1.0.9')
  })
})
