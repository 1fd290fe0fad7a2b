import { expect, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeDisk } from '../fixtures/index.js'
import { DiskCreateInputSchema, WarrenDiskSchema, parseDisk } from './schema.js'

const raw = stripTags(makeDisk())

test('parseDisk tags type disk and the location', () => {
  expect(parseDisk(raw, 'sgp01')).toMatchObject({ type: 'disk', location: 'sgp01' })
})

test('display_name left out (not set) and attached_to left out both become null (API-NOTES §3)', () => {
  const { display_name: _d, attached_to: _a, ...rest } = raw
  expect(WarrenDiskSchema.parse(rest)).toMatchObject({ display_name: null, attached_to: null })
})

test("snapshot size_gb is read from Warren's own client spelling sizeGb too", () => {
  const snap = { uuid: 'snap-1', sizeGb: 12, created_at: null }
  expect(WarrenDiskSchema.parse({ ...raw, snapshots: [snap] }).snapshots[0]!.size_gb).toBe(12)
})

test('size_gb must be a number', () => {
  expect(WarrenDiskSchema.safeParse({ ...raw, size_gb: '50' }).success).toBe(false)
})

test('create: empty source_image_type and source_image mean an EMPTY disk (API-NOTES §16)', () => {
  expect(DiskCreateInputSchema.parse({ size_gb: '10', source_image_type: '', source_image: '' })).toEqual({
    size_gb: 10,
    source_image_type: 'EMPTY',
  })
})

test('create: a non-EMPTY source needs source_image; an EMPTY disk needs a size', () => {
  expect(DiskCreateInputSchema.safeParse({ source_image_type: 'OS_BASE' }).success).toBe(false)
  expect(
    DiskCreateInputSchema.safeParse({ source_image_type: 'OS_BASE', source_image: 'ubuntu_24.04' }).success,
  ).toBe(true)
  expect(DiskCreateInputSchema.safeParse({}).success).toBe(false)
})
