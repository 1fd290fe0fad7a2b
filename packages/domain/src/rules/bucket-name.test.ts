import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BucketNameSchema } from '../storage/schema.js'
import { BUCKET_NAME_PATTERN, BucketNameRuleSchema, bucketNameProblem } from './index.js'

describe('bucket name (API-NOTES §10, S3 naming rules)', () => {
  it('accepts S3 names', () => {
    for (const name of ['abc', 'my-bucket', 'logs.2026.eu', 'a'.repeat(63), '0-backups-9']) {
      expect(bucketNameProblem(name)).toBeNull()
      expect(BucketNameRuleSchema.safeParse(name).success).toBe(true)
    }
  })

  it('names the rule a bad name breaks', () => {
    expect(bucketNameProblem('ab')).toBe('Use at least 3 characters')
    expect(bucketNameProblem('a'.repeat(64))).toBe('Use at most 63 characters')
    expect(bucketNameProblem('My-Bucket')).toBe('Use lowercase letters only')
    expect(bucketNameProblem('-bucket')).toMatch(/starting and ending with a letter or digit/)
    expect(bucketNameProblem('bucket_1')).toMatch(/lowercase letters, digits, dots and hyphens/)
    expect(bucketNameProblem('a..b')).toBe('Do not put two dots in a row')
    expect(bucketNameProblem('192.168.1.10')).toBe('Do not use an IP address as a name')
    expect(BucketNameRuleSchema.safeParse('ab').error?.issues[0]?.message).toBe('Use at least 3 characters')
  })

  it('accepts nothing the platform refuses (the bucket create input schema)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9._-]{0,70}$/), (name) => {
        if (bucketNameProblem(name) === null) expect(BucketNameSchema.safeParse(name).success).toBe(true)
      }),
    )
    expect(BUCKET_NAME_PATTERN.test('a.b-c')).toBe(true)
  })
})
