import { expect, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeServicePackage } from '../fixtures/index.js'
import { ServicePackageCreateInputSchema, WarrenServicePackageSchema, parseServicePackage } from './schema.js'

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
