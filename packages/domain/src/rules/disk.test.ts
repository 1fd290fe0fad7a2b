import { describe, expect, test } from 'vitest'
import { DiskCreateInputSchema, DiskUpdateInputSchema } from '../disk/schema.js'
import { DISK_SIZE_GB, DiskSizeSchema, diskNameError, diskSizeError, needsDiskResize } from './index.js'

describe('disk size (SPEC §5; API-NOTES §3, §7.4)', () => {
  test.each([
    [10, undefined, null],
    [1, undefined, null],
    [0, undefined, `At least ${DISK_SIZE_GB.min} GB`],
    [2.5, undefined, 'Enter a whole number of GB'],
    [Number.NaN, undefined, 'Enter a whole number of GB'],
    [DISK_SIZE_GB.max + 1, undefined, `At most ${DISK_SIZE_GB.max} GB`],
    [30, 20, null],
    [20, 20, null],
    [10, 20, 'A disk cannot shrink: it has 20 GB'],
  ])('%d GB (now %s) → %s', (size, current, message) => {
    expect(diskSizeError(size, current)).toBe(message)
  })

  test('a disk is resized only when the requested size differs (SPEC §5)', () => {
    expect(needsDiskResize(20, 20)).toBe(false)
    expect(needsDiskResize(20, 30)).toBe(true)
  })

  test('the schema refuses what the form refuses', () => {
    expect(DiskSizeSchema.safeParse(0).success).toBe(false)
    expect(DiskSizeSchema.safeParse(DISK_SIZE_GB.max + 1).success).toBe(false)
    expect(DiskSizeSchema.safeParse(100).success).toBe(true)
  })
})

describe('disk name', () => {
  test.each([
    ['data', null],
    ['', null],
    ['x'.repeat(256), 'Use at most 255 characters'],
  ])('%j → %s', (name, message) => {
    expect(diskNameError(name)).toBe(message)
  })
})

// The request bodies carry the rules, so the platform refuses what the console form refuses.
describe('the disk input schemas carry the rules', () => {
  test.each([
    [{ size_gb: '0' }, 'size_gb'],
    [{ size_gb: String(DISK_SIZE_GB.max + 1) }, 'size_gb'],
    [{ size_gb: '10', display_name: 'x'.repeat(256) }, 'display_name'],
  ])('create %j is refused at %s', (body, field) => {
    const parsed = DiskCreateInputSchema.safeParse(body)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual([field])
  })
  test('update takes a size and refuses a bad one', () => {
    expect(DiskUpdateInputSchema.parse({ size_gb: '30' }).size_gb).toBe(30)
    expect(DiskUpdateInputSchema.safeParse({ size_gb: '0' }).success).toBe(false)
  })
})
