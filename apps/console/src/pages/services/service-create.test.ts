import { describe, expect, it } from 'vitest'
import { demoPriceList, toNanos, type ServiceOffer } from '@cirrus/domain'
import {
  defaultServiceCreateForm,
  serviceCreatePrice,
  serviceCreateRequest,
  serviceFormFromSearch,
  serviceRetrySearchParams,
  validateServiceCreate,
  withService,
} from './service-create'

const catalogue: ServiceOffer[] = [
  {
    service: 'kubernetes',
    display_name: 'Kubernetes cluster',
    kind: 'kubernetes',
    versions: ['1.31', '1.30'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
  },
  {
    service: 'postgresql',
    display_name: 'PostgreSQL database',
    kind: 'database',
    versions: ['16.0'],
    defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
  },
]
const form = defaultServiceCreateForm(catalogue, {
  name: 'cluster-1',
  location: 'tll01',
  billingAccountId: 7,
})

describe('service create form (issue 12)', () => {
  it('sends a Kubernetes create with its worker range and zones', () => {
    expect(validateServiceCreate(form, catalogue)).toEqual({})
    expect(serviceCreateRequest({ ...form, zones: 'tll01-a, tll01-b' }, catalogue)).toEqual({
      billing_account_id: 7,
      service: 'kubernetes',
      version: '1.31',
      display_name: 'cluster-1',
      vm_cpu: 2,
      vm_ram: 4096,
      vm_disk_gb: 40,
      package_parameters: { location: 'tll01', minimum: 1, maximum: 3, zones: ['tll01-a', 'tll01-b'] },
    })
  })

  it('sends a database create with its node count and no worker parameters', () => {
    const db = withService({ ...form, multiNode: true }, catalogue[1]!)
    expect(serviceCreateRequest(db, catalogue)).toMatchObject({
      service: 'postgresql',
      version: '16.0',
      package_parameters: { location: 'tll01' },
      is_multi_node: true,
    })
  })

  it('shows errors beside the fields', () => {
    const errors = validateServiceCreate(
      { ...form, name: ' ', minimum: 4, maximum: 2, zones: ' ', vcpu: 0, billingAccountId: null },
      catalogue,
    )
    expect(Object.keys(errors).sort()).toEqual(['billingAccountId', 'maximum', 'name', 'vcpu', 'zones'])
    expect(errors.maximum).toBe('Maximum workers must not be below minimum')
  })

  it('prices min–max with the disk counted as volume size × worker count (SPEC §9)', () => {
    const one = serviceCreatePrice({ ...form, minimum: 1, maximum: 1 }, catalogue, demoPriceList)
    const range = serviceCreatePrice({ ...form, minimum: 1, maximum: 3 }, catalogue, demoPriceList)
    expect(range.min).toEqual(one.min)
    expect(toNanos(range.max!)).toBe(3n * toNanos(one.max!))
    const bigger = serviceCreatePrice(
      { ...form, minimum: 1, maximum: 1, volumeGb: 80 },
      catalogue,
      demoPriceList,
    )
    expect(toNanos(bigger.min!)).toBeGreaterThan(toNanos(one.min!))
  })

  it('a retry link brings the same form back; without one the defaults stay', () => {
    const sent = { ...form, vcpu: 32, zones: 'a,b', minimum: 2, maximum: 5 }
    const search = `?${serviceRetrySearchParams(sent).toString()}`
    expect(serviceFormFromSearch(search, form)).toEqual(sent)
    expect(serviceFormFromSearch('?vcpu=9', form)).toEqual(form)
  })
})
