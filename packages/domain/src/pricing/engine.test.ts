import { describe, expect, it, vi } from 'vitest'
import {
  bareMetalHourlyPrice,
  bucketGb,
  bucketHourlyPrice,
  diskHourlyPrice,
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  priceOf,
  resolveRules,
  selectTier,
  serviceHourlyPrice,
  totalHourlyPrice,
  vmHourlyPrice,
  vmPriceBreakdown,
  type PricedVm,
  type PricingContext,
} from './engine.js'
import { money, monthlyEstimate } from './money.js'
import { demoHighCpuPoolUuid, demoPriceList } from './demo.js'
import { POOL, testList } from './test-utils/list.js'

const ctx: PricingContext = { list: testList }
const eur = (amount: string) => money(amount, 'EUR')

/** A running 1 vCPU / 1 GB Linux VM with no disks: the baseline the tables change one field of. */
const vm = (patch: Partial<PricedVm> = {}): PricedVm => ({
  vcpu: 1,
  memory: 1024,
  status: 'running',
  storage: [],
  ...patch,
})
const line = (v: PricedVm, component: string, c: PricingContext = ctx) =>
  vmPriceBreakdown(v, c).lines.find((l) => l.component === component)

describe('tiers: the highest tier not above the quantity applies', () => {
  // CPU: 0.01 per vCPU from 1, 0.008 from 8. RAM: 0.005 per GB from 0, 0.004 from 32.
  it.each([
    [1, '0.01'],
    [7, '0.07'],
    [8, '0.064'], // 8 × 0.008: the 8+ tier prices every vCPU (volume pricing)
    [16, '0.128'],
  ])('%i vCPU cost %s per hour', (vcpu, amount) => {
    expect(line(vm({ vcpu }), 'cpu')?.price).toEqual(eur(amount))
  })

  it.each([
    [31 * 1024, '0.155'], // 31 GB × 0.005
    [32 * 1024, '0.128'], // 32 GB × 0.004: a cheaper tier applies to the whole quantity
    [64 * 1024, '0.256'],
  ])('%i MB RAM cost %s per hour', (memory, amount) => {
    expect(line(vm({ memory }), 'ram')?.price).toEqual(eur(amount))
  })

  it('picks tiers by threshold regardless of their order in the list', () => {
    const tiers = resolveRules(testList).tiers.get('CPU') ?? []
    const reversed = [...tiers].reverse()
    expect(selectTier(reversed, 9)?.from).toBe(selectTier(tiers, 9)?.from)
    expect(selectTier(tiers, 9)?.from).toBe(8)
  })

  it('resolves a list the same every time, its rules parsed once, an override never leaking into DEFAULT', () => {
    const first = resolveRules(testList)
    const again = resolveRules(testList)
    expect(again).toEqual(first)
    expect(again.tiers.get('CPU')).toBe(first.tiers.get('CPU'))
    const cpuOverride = [
      { ...testList.currencies.EUR!.rule_sets.DEFAULT!.find((r) => r.resource_type === 'CPU')! },
    ]
    const withPool = {
      ...testList,
      currencies: { EUR: { rule_sets: { ...testList.currencies.EUR!.rule_sets, pool: cpuOverride } } },
    }
    expect(resolveRules(withPool, 'EUR', 'pool').tiers.get('CPU')).toHaveLength(1)
    expect(resolveRules(withPool, 'EUR').tiers.get('CPU')).toEqual(first.tiers.get('CPU'))
    expect(resolveRules(testList).tiers.get('CPU')!.length).toBeGreaterThan(1)
  })

  it('takes the lowest tier for a quantity below every threshold', () => {
    const tiers = resolveRules(testList).tiers.get('CPU') ?? []
    expect(selectTier(tiers, 0.5)?.from).toBe(1)
  })

  it('prices each disk by its own size tier', () => {
    // BLOCK_STORAGE: 0.0002 per GB from 0, 0.00015 from 1000.
    const big = { size: 1000, primary: false }
    const small = { size: 10, primary: false }
    expect(line(vm({ storage: [big, small] }), 'disk')?.price).toEqual(eur('0.152')) // 0.15 + 0.002
  })
})

describe('VM RAM priced as memory / 1024 GB', () => {
  it.each([
    [1024, '0.005'],
    [1536, '0.0075'],
    [512, '0.0025'],
    // 1000 MB = 0.9765625 GB × 0.005 = 0.0048828125, rounded half up at the nano-unit
    [1000, '0.004882813'],
  ])('%i MB', (memory, amount) => {
    expect(line(vm({ memory }), 'ram')?.price).toEqual(eur(amount))
    expect(line(vm({ memory }), 'ram')?.quantity).toBe(memory / 1024)
  })
})

describe('a stopped VM costs nothing for CPU and RAM', () => {
  const disks = [{ size: 20, primary: true }]
  it('prices CPU and RAM at zero but still prices its disks', () => {
    const stopped = vmPriceBreakdown(vm({ vcpu: 4, memory: 8192, status: 'stopped', storage: disks }), ctx)
    expect(stopped.lines.find((l) => l.component === 'cpu')?.price).toEqual(eur('0'))
    expect(stopped.lines.find((l) => l.component === 'ram')?.price).toEqual(eur('0'))
    expect(stopped.lines.find((l) => l.component === 'disk')?.price).toEqual(eur('0.002')) // 20 × 0.0001
    expect(stopped.total).toEqual(eur('0.002'))
  })

  it('a running VM with the same shape costs CPU, RAM and disks', () => {
    // 4 × 0.01 + 8 × 0.005 + 20 × 0.0001
    expect(vmHourlyPrice(vm({ vcpu: 4, memory: 8192, storage: disks }), ctx).price).toEqual(eur('0.082'))
  })

  it('a deleted VM costs nothing', () => {
    expect(vmHourlyPrice(vm({ status: 'deleted', storage: disks }), ctx).price).toEqual(eur('0'))
  })

  it('a status the engine does not know is billed like running', () => {
    expect(vmHourlyPrice(vm({ status: 'migrating' }), ctx).price).toEqual(eur('0.015'))
  })
})

describe('the Windows licence is per vCPU when license_type is WINDOWS', () => {
  it.each([
    ['WINDOWS', 'running', '0.016'], // 4 × 0.004
    ['windows', 'running', '0.016'],
    ['WINDOWS', 'stopped', '0.016'], // owed while stopped: only CPU and RAM are free
  ])('%s VM, %s', (license_type, status, amount) => {
    expect(line(vm({ vcpu: 4, license_type, status }), 'license')?.price).toEqual(eur(amount))
  })

  it.each([null, undefined, '', 'LINUX'])('no licence line for license_type %s', (license_type) => {
    expect(line(vm({ license_type }), 'license')).toBeUndefined()
  })
})

describe('snapshots and backups default to a zero price multiplier', () => {
  const storage = [
    {
      size: 20,
      primary: true,
      replica: [
        { type: 'snapshot', size: 20 },
        { type: 'backup', size: 10 },
      ],
    },
  ]

  it('are free when no multiplier names them', () => {
    const breakdown = vmPriceBreakdown(vm({ storage }), ctx)
    expect(breakdown.lines.find((l) => l.component === 'snapshots')).toMatchObject({
      quantity: 20,
      price: eur('0'),
    })
    expect(breakdown.lines.find((l) => l.component === 'backups')).toMatchObject({
      quantity: 10,
      price: eur('0'),
    })
    expect(breakdown.warnings).toEqual([])
  })

  it('are priced when a Warren multiplier row names them', () => {
    const price_multipliers = [
      { resourceType: 'STORAGE', serviceNameInUptime: 'snapshot', priceMultiplier: 1 },
      { resourceType: 'STORAGE', serviceNameInUptime: 'backup', priceMultiplier: 2 },
    ]
    const breakdown = vmPriceBreakdown(vm({ storage, price_multipliers }), ctx)
    expect(breakdown.lines.find((l) => l.component === 'snapshots')?.price).toEqual(eur('0.001')) // 20 × 0.00005
    expect(breakdown.lines.find((l) => l.component === 'backups')?.price).toEqual(eur('0.0006')) // 10 × 0.00003 × 2
  })

  it('disk snapshots follow the same default, and a multiplier prices them', () => {
    const disk = { size_gb: 100, snapshots: [{ size_gb: 40 }, { sizeGb: 60 }] }
    expect(diskHourlyPrice(disk, ctx).price).toEqual(eur('0.02')) // 100 × 0.0002, snapshots free
    const priced = diskHourlyPrice({ ...disk, price_multipliers: { BLOCK_STORAGE_SNAPSHOT: 1 } }, ctx)
    expect(priced.price).toEqual(eur('0.025')) // + 100 GB × 0.00005
  })
})

describe('price_multipliers on VMs apply', () => {
  it.each([
    ['Warren rows', [{ resourceType: 'CPU', serviceNameInUptime: null, priceMultiplier: 3 }]],
    ['a map by SPEC type', { CPU: 3 }],
  ])('as %s', (_form, price_multipliers) => {
    expect(line(vm({ vcpu: 2, price_multipliers }), 'cpu')?.price).toEqual(eur('0.06')) // 2 × 0.01 × 3
    expect(line(vm({ vcpu: 2, price_multipliers }), 'ram')?.price).toEqual(eur('0.005')) // untouched
  })

  it('STORAGE/main multiplies the boot disk only', () => {
    const price_multipliers = [{ resourceType: 'STORAGE', serviceNameInUptime: 'main', priceMultiplier: 1.5 }]
    const storage = [
      { size: 20, primary: true },
      { size: 10, primary: false },
    ]
    const disk = line(vm({ storage, price_multipliers }), 'disk')
    expect(disk?.parts.map((p) => [p.resourceType, p.price])).toEqual([
      ['STORAGE_main', eur('0.003')], // 20 × 0.0001 × 1.5
      ['BLOCK_STORAGE', eur('0.002')], // 10 × 0.0002
    ])
    expect(disk?.price).toEqual(eur('0.005'))
  })
})

describe('a designated pool rule set overrides DEFAULT per resource type', () => {
  it('uses the pool CPU price and the DEFAULT RAM price', () => {
    const pooled = vm({ vcpu: 2, designated_pool_uuid: POOL })
    expect(line(pooled, 'cpu')?.price).toEqual(eur('0.04')) // 2 × 0.02
    expect(line(pooled, 'ram')?.price).toEqual(eur('0.005'))
  })

  it('a pool without its own rule set uses DEFAULT without a warning', () => {
    const result = vmHourlyPrice(vm({ designated_pool_uuid: 'no-such-pool' }), ctx)
    expect(result).toEqual({ price: eur('0.015'), warnings: [] })
  })

  it('the demo list prices its high-CPU pool above DEFAULT', () => {
    const demo = { list: demoPriceList }
    const base = vmHourlyPrice(vm({ vcpu: 2 }), demo).price
    const pooled = vmHourlyPrice(vm({ vcpu: 2, designated_pool_uuid: demoHighCpuPoolUuid }), demo).price
    expect(Number(pooled?.amount)).toBeGreaterThan(Number(base?.amount))
  })
})

describe('the boot disk is STORAGE_main, other disks BLOCK_STORAGE', () => {
  it('falls back to BLOCK_STORAGE when the list has no STORAGE_main', () => {
    const rules = testList.currencies.EUR?.rule_sets.DEFAULT?.filter(
      (r) => r.resource_type !== 'STORAGE_main',
    )
    const list = { ...testList, currencies: { EUR: { rule_sets: { DEFAULT: rules ?? [] } } } }
    const result = vmPriceBreakdown(vm({ storage: [{ size: 20, primary: true }] }), { list })
    expect(result.lines.find((l) => l.component === 'disk')?.price).toEqual(eur('0.004')) // 20 × 0.0002
    expect(result.warnings).toEqual([])
  })
})

describe('other resources', () => {
  it.each([
    ['an assigned IP', { assigned_to: '0b5c0a9e-1f2d-4c3b-9a8e-7d6c5b4a3f21' }, '0.002'],
    ['an unassigned IP (null)', { assigned_to: null }, '0.006'],
    ['an unassigned IP (empty)', { assigned_to: '' }, '0.006'],
    ['an unassigned IP (key left out)', {}, '0.006'],
  ])('%s', (_name, ip, amount) => {
    expect(ipHourlyPrice(ip, ctx).price).toEqual(eur(amount))
  })

  it('a load balancer is one LOAD_BALANCER unit', () => {
    expect(loadBalancerHourlyPrice({}, ctx).price).toEqual(eur('0.03'))
  })

  it('a bare metal server is one BARE_METAL_SERVER unit', () => {
    expect(bareMetalHourlyPrice({}, ctx).price).toEqual(eur('0.3'))
  })

  it('a disk is size_gb × BLOCK_STORAGE', () => {
    expect(diskHourlyPrice({ size_gb: 50 }, ctx).price).toEqual(eur('0.01'))
  })

  it('a public IP on the VM detail page is an ASSIGNED_FLOATING_IP line', () => {
    const result = vmPriceBreakdown(vm(), ctx, { assignedIps: 2 })
    expect(result.lines.find((l) => l.component === 'ip')?.price).toEqual(eur('0.004'))
    expect(vmHourlyPrice(vm(), ctx).price).toEqual(eur('0.015')) // the VM's own price leaves IPs to the IP list
  })
})

describe('buckets: size_bytes rounded up to whole GB', () => {
  const GiB = 1024 ** 3
  it.each([
    [0, 0],
    [1, 1],
    [GiB, 1],
    [GiB + 1, 2],
    [10.5 * GiB, 11],
  ])('%i bytes are %i GB', (bytes, gb) => {
    expect(bucketGb(bytes)).toBe(gb)
  })

  it('prices the rounded size', () => {
    expect(bucketHourlyPrice({ size_bytes: 2 * GiB + 1 }, ctx).price).toEqual(eur('0.00006')) // 3 GB × 0.00002
  })
})

describe('managed services', () => {
  const kubernetes = (hibernated = false) => ({
    prices: null,
    properties: {
      location: 'tll01',
      spec: {
        hibernation: { enabled: hibernated },
        provider: {
          workers: [
            { machine: { vcpu: 2, ram: 4096 }, volume: { size: 50 }, minimum: 1, maximum: 3, zones: ['a'] },
          ],
        },
      },
    },
  })

  it('a kubernetes-like service has a range from the minimum to the maximum worker count', () => {
    // one node: 2 × 0.01 + 4 × 0.005 + 50 GB boot volume × 0.0001 = 0.045
    const result = serviceHourlyPrice(kubernetes(), ctx)
    expect(result).toEqual({ min: eur('0.045'), max: eur('0.135'), warnings: [] })
  })

  it('disk is volume size × worker count', () => {
    // hibernated: CPU and RAM are free, so only 50 GB × count × 0.0001 remains
    const result = serviceHourlyPrice(kubernetes(true), ctx)
    expect(result.min).toEqual(eur('0.005'))
    expect(result.max).toEqual(eur('0.015'))
  })

  it('accepts a volume size written as "50Gi"', () => {
    const service = kubernetes(true)
    const worker = service.properties.spec.provider.workers[0] as { volume: { size: unknown } }
    worker.volume.size = '50Gi'
    expect(serviceHourlyPrice(service, ctx).max).toEqual(eur('0.015'))
  })

  it('price_multipliers on service packages apply', () => {
    const prices = [
      { resourceType: 'CPU', priceMultiplier: 3 },
      { resourceType: 'RAM', priceMultiplier: 3 },
      { resourceType: 'STORAGE', serviceNameInUptime: 'main', priceMultiplier: 3 },
    ]
    expect(serviceHourlyPrice({ ...kubernetes(), prices }, ctx).min).toEqual(eur('0.135')) // 3 × 0.045
  })

  it('a resource-based service sums its VMs and virtual IP', () => {
    const service = {
      prices: [{ resourceType: 'UNASSIGNED_FLOATING_IP', priceMultiplier: 0.5 }],
      properties: { service_ip: '10.0.0.5' },
      resources: [
        {
          resource_type: 'vm',
          resource_id: 'x',
          resource_allocation: {
            vcpu: 2,
            memory: 2048,
            status: 'running',
            storage: [{ size: 20, primary: true }],
          },
        },
        { resource_type: 'virtual_ip', resource_id: 'y', resource_allocation: { address: '10.0.0.5' } },
      ],
    }
    // VM: 0.02 + 0.01 + 0.002 = 0.032; virtual IP: 0.006 × 0.5 = 0.003
    expect(serviceHourlyPrice(service, ctx)).toEqual({ min: eur('0.035'), max: eur('0.035'), warnings: [] })
  })

  it('a hibernated resource-based service pays only for disks', () => {
    const service = {
      properties: { spec: { hibernation: { enabled: true } } },
      resources: [
        {
          resource_type: 'vm',
          resource_allocation: { vcpu: 2, memory: 2048, storage: [{ size: 20, primary: true }] },
        },
      ],
    }
    expect(serviceHourlyPrice(service, ctx).min).toEqual(eur('0.002'))
  })

  it('an unreadable VM allocation is unavailable, not free', () => {
    const service = { resources: [{ resource_type: 'vm', resource_allocation: { vcpu: 'many' } }] }
    const result = serviceHourlyPrice(service, ctx)
    expect(result.min).toBeNull()
    expect(result.warnings.map((w) => w.code)).toEqual(['invalid-resource'])
  })
})

describe('hourly prices are summed exactly', () => {
  it('10 000 prices of 0.013699 sum to exactly 136.99', () => {
    const prices = Array.from({ length: 10_000 }, () => eur('0.013699'))
    expect(totalHourlyPrice(prices, 'EUR')).toEqual(eur('136.99'))
    // the float sum drifts; this is what the engine avoids
    expect(prices.reduce((s, p) => s + Number(p.amount), 0)).not.toBe(136.99)
  })

  it('a total with an unavailable price is unavailable', () => {
    expect(totalHourlyPrice([eur('1'), null], 'EUR')).toBeNull()
  })

  it('mixing currencies is a programming error', () => {
    expect(() => totalHourlyPrice([money('1', 'USD')], 'EUR')).toThrow(TypeError)
  })
})

describe('missing currency or rule set: a warning and an empty default, never a crash or a fake zero', () => {
  it.each<[string, PricingContext, string, string]>([
    [
      'currency',
      { list: testList, currency: 'IDR' },
      'missing-currency',
      'Missing price rules for currency IDR',
    ],
    [
      'DEFAULT rule set',
      { list: testList, currency: 'USD' },
      'missing-rule-set',
      'Missing price rule set DEFAULT for currency USD',
    ],
    ['price list', { list: null }, 'missing-price-list', 'No price list is available'],
  ])('missing %s', (_name, context, code, message) => {
    const logger = { warn: vi.fn() }
    const stopped = vm({ status: 'stopped' }) // CPU and RAM are zero by rule, yet the total is still unknown
    const result = vmHourlyPrice(stopped, { ...context, logger })
    expect(result.price).toBeNull()
    expect(result.warnings).toEqual([expect.objectContaining({ code, message })])
    expect(logger.warn).toHaveBeenCalledWith(message)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(resolveRules(context.list, context.currency).tiers.size).toBe(0)
  })

  it('a missing rule makes its line and the total unavailable', () => {
    const rules = testList.currencies.EUR?.rule_sets.DEFAULT?.filter(
      (r) => r.resource_type !== 'WINDOWS_LICENSE',
    )
    const list = { ...testList, currencies: { EUR: { rule_sets: { DEFAULT: rules ?? [] } } } }
    const result = vmPriceBreakdown(vm({ license_type: 'WINDOWS' }), { list })
    expect(result.lines.find((l) => l.component === 'license')?.price).toBeNull()
    expect(result.lines.find((l) => l.component === 'cpu')?.price).toEqual(eur('0.01'))
    expect(result.total).toBeNull()
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'missing-rule', resourceType: 'WINDOWS_LICENSE', currency: 'EUR' }),
    ])
  })

  it('does not need a rule for a quantity of zero', () => {
    const list = { ...testList, currencies: { EUR: { rule_sets: { DEFAULT: [] } } } }
    expect(bucketHourlyPrice({ size_bytes: 0 }, { list })).toEqual({ price: eur('0'), warnings: [] })
  })

  it('prices in the currency asked for', () => {
    expect(priceOf({ list: demoPriceList, currency: 'USD' }, 'CPU', 2).price).toEqual(money('0.0298', 'USD'))
  })
})

describe('price breakdown per component for the VM detail page', () => {
  const windowsVm = vm({
    vcpu: 2,
    memory: 4096,
    license_type: 'WINDOWS',
    storage: [{ size: 40, primary: true, replica: [{ type: 'snapshot', size: 40 }] }],
  })

  it('lists the components in display order', () => {
    const result = vmPriceBreakdown(windowsVm, ctx, { assignedIps: 1 })
    expect(result.lines.map((l) => [l.component, l.label, l.quantity, l.unit, l.price])).toEqual([
      ['cpu', 'CPU', 2, 'vCPU', eur('0.02')],
      ['ram', 'RAM', 4, 'GB', eur('0.02')],
      ['disk', 'Disks', 40, 'GB', eur('0.004')],
      ['snapshots', 'Snapshots', 40, 'GB', eur('0')],
      ['license', 'Windows licence', 2, 'vCPU', eur('0.008')],
      ['ip', 'Public IP', 1, 'IP', eur('0.002')],
    ])
    expect(result.total).toEqual(eur('0.054'))
    expect(result.currency).toBe('EUR')
  })

  it('monthly estimate is 730 hours', () => {
    expect(monthlyEstimate(vmHourlyPrice(windowsVm, ctx).price)).toEqual(eur('37.96')) // 0.052 × 730
    expect(monthlyEstimate(null)).toBeNull()
  })
})
