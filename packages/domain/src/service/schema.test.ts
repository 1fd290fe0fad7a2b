import { describe, expect, it, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeServicePackage } from '../fixtures/index.js'
import {
  ServicePackageCreateInputSchema,
  WarrenServicePackageSchema,
  WhitelistAddressInputSchema,
  parseServicePackage,
} from './schema.js'

const raw = stripTags(makeServicePackage())

test('package_parameters arrive as a JSON string or an object; the location comes from them', () => {
  const fromString = parseServicePackage({ ...raw, package_parameters: '{"location":"sgp01"}' })
  expect(fromString.package_parameters).toEqual({ location: 'sgp01' })
  expect(fromString.location).toBe('sgp01')
})

test('without package_parameters the location comes from properties, else null', () => {
  expect(parseServicePackage({ ...raw, package_parameters: null }).location).toBe('tll01')
  expect(parseServicePackage({ ...raw, package_parameters: null, properties: {} }).location).toBeNull()
})

test('kubernetes-like worker specs are read (SPEC §3)', () => {
  const pkg = WarrenServicePackageSchema.parse({
    ...raw,
    properties: {
      spec: {
        hibernation: { enabled: false },
        provider: {
          workers: [
            { machine: { ram: 4, vcpu: 2 }, volume: { size: 40 }, minimum: 1, maximum: 3, zones: ['a'] },
          ],
        },
      },
    },
  })
  expect(pkg.properties.spec?.provider?.workers[0]).toMatchObject({
    minimum: 1,
    maximum: 3,
    volume: { size: 40 },
  })
})

test('create input: package_parameters must carry the location; numbers may be strings', () => {
  const base = {
    service: 'postgresql',
    version: '16.0',
    display_name: 'db',
    vm_cpu: '2',
    vm_ram: '4096',
    vm_disk_gb: '40',
  }
  expect(ServicePackageCreateInputSchema.safeParse({ ...base, package_parameters: '{}' }).success).toBe(false)
  expect(
    ServicePackageCreateInputSchema.parse({ ...base, package_parameters: '{"location":"tll01"}' }),
  ).toMatchObject({
    vm_cpu: 2,
    package_parameters: { location: 'tll01' },
  })
})

describe('WhitelistAddressInputSchema (API-NOTES §9)', () => {
  it('accepts IPs and CIDR prefixes, from a form value or a repeated key', () => {
    for (const ip of ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32']) {
      expect(WhitelistAddressInputSchema.parse({ ip_address: ip })).toEqual({ ip_address: ip })
    }
    expect(WhitelistAddressInputSchema.parse({ ip_address: ['1.1.1.1', ' 8.8.8.8 '] })).toEqual({
      ip_address: '8.8.8.8',
    })
  })

  it("answers a missing address with Warren's text and refuses what is not an address", () => {
    for (const input of [{}, { ip_address: '' }]) {
      const result = WhitelistAddressInputSchema.safeParse(input)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({
        path: ['ip_address'],
        message: 'IP address must be specified',
      })
    }
    for (const ip_address of ['example.com', '10.0.0.0/40', '300.1.1.1']) {
      expect(WhitelistAddressInputSchema.safeParse({ ip_address }).success).toBe(false)
    }
  })
})
